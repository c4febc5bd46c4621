import '@xyflow/react/dist/style.css';
import { orgChartMessages, treeLayout, wouldCreateReportingCycle, type OrgPosition } from '@groundwork/domain/org-chart';
import {
  applyNodeChanges,
  Background,
  Controls,
  getNodesBounds,
  getViewportForBounds,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
} from '@xyflow/react';
import { DownloadIcon, Loader2Icon, MaximizeIcon, NetworkIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { positionUpdate, useUpdatePosition } from '../api/update-position';
import { useUpdatePositionCoordinates } from '../api/update-position-coordinates';
import { useCoordinateSaver, type Coordinates } from '../use-coordinate-saver';
import { PositionNode, type PositionNodeType } from './position-node';

const nodeTypes = { position: PositionNode };
const EXPORT_WIDTH = 1600;
const EXPORT_HEIGHT = 1000;

type OrgChartCanvasProps = {
  positions: readonly OrgPosition[];
  onEdit: (position: OrgPosition) => void;
  onRemove: (position: OrgPosition) => void;
};

/** The interactive chart (@xyflow/react): drag to arrange, connect handles to set who reports to whom. */
export function OrgChartCanvas(props: OrgChartCanvasProps) {
  return (
    <ReactFlowProvider>
      <Chart {...props} />
    </ReactFlowProvider>
  );
}

function Chart({ positions, onEdit, onRemove }: OrgChartCanvasProps) {
  const { fitView, getNodes } = useReactFlow();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [exporting, setExporting] = useState(false);
  const saveCoordinates = useUpdatePositionCoordinates();
  const updatePosition = useUpdatePosition();
  const save = useCallback(
    async (id: string, coordinates: Coordinates) => {
      try {
        await saveCoordinates.mutateAsync({ id, ...coordinates });
      } catch (error) {
        toast.error(orgChartMessages.updateCoordinatesFailed, { description: serverMessageOr(error, undefined) });
        throw error;
      }
    },
    [saveCoordinates],
  );
  const saver = useCoordinateSaver(save);

  const toNode = useCallback(
    (position: OrgPosition, place?: Coordinates): PositionNodeType => ({
      id: position.id,
      type: 'position',
      position: place ?? { x: position.x, y: position.y },
      data: { position, roleHref: paths.roleResponsibilities(position.id), onEdit, onRemove },
      ariaLabel: `${position.title}${position.department ? `, ${position.department}` : ''}`,
    }),
    [onEdit, onRemove],
  );

  const [nodes, setNodes] = useState<PositionNodeType[]>(() => positions.map((position) => toNode(position)));
  const [shownPositions, setShownPositions] = useState(positions);
  const [shownToNode, setShownToNode] = useState(() => toNode);
  // Bumped when a box arrives that was not on screen: the view then fits the chart, so a new position is seen.
  const [arrivals, setArrivals] = useState(0);
  if (positions !== shownPositions || toNode !== shownToNode) {
    // New data from the server (an edit, a new position): a box already on screen stays where the user sees it
    // (its last place is saved or about to be), new boxes take their saved place.
    const onScreen = new Set(shownPositions.map((position) => position.id));
    if (positions.some((position) => !onScreen.has(position.id))) setArrivals((count) => count + 1);
    setShownPositions(positions);
    setShownToNode(() => toNode);
    setNodes((current) => {
      const byId = new Map(current.map((node) => [node.id, node]));
      return positions.map((position) => {
        const previous = byId.get(position.id);
        if (!previous) return toNode(position);
        return { ...toNode(position, previous.position), selected: previous.selected, dragging: previous.dragging, measured: previous.measured };
      });
    });
  }

  useEffect(() => {
    // xyflow holds a fitView back until every node has been measured, the new one included.
    if (arrivals > 0) void fitView({ padding: 0.15, duration: 300 });
  }, [arrivals, fitView]);

  const edges = useMemo<Edge[]>(
    () =>
      positions
        .filter((position) => position.reportsToId !== null && positions.some((parent) => parent.id === position.reportsToId))
        .map((position) => ({
          id: `${position.reportsToId}->${position.id}`,
          source: position.reportsToId!,
          target: position.id,
          type: 'smoothstep',
        })),
    [positions],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<PositionNodeType>[]) => {
      setNodes((current) => applyNodeChanges(changes, current));
      for (const change of changes) {
        if (change.type === 'position' && change.position) {
          const place = { x: Math.round(change.position.x), y: Math.round(change.position.y) };
          saver.schedule(change.id, place);
        }
      }
    },
    [saver],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const parent = positions.find((position) => position.id === connection.source);
      const child = positions.find((position) => position.id === connection.target);
      if (!parent || !child || child.reportsToId === parent.id) return;
      if (wouldCreateReportingCycle(positions, child.id, parent.id)) {
        toast.error('A position cannot report to itself or to one of its own reports');
        return;
      }
      const onScreen = nodes.find((node) => node.id === child.id)?.position;
      const place = onScreen ? { x: Math.round(onScreen.x), y: Math.round(onScreen.y) } : { x: child.x, y: child.y };
      updatePosition.mutate(
        { id: child.id, input: positionUpdate(child, { reportsToId: parent.id, ...place }) },
        {
          onSuccess: () => toast.success(`${child.title} now reports to ${parent.title}`),
          onError: (error) => toast.error(serverMessageOr(error, 'Failed to update position')),
        },
      );
    },
    [positions, nodes, updatePosition],
  );

  const autoLayout = () => {
    const places = treeLayout(positions);
    setNodes((current) => current.map((node) => ({ ...node, position: places.get(node.id) ?? node.position })));
    for (const [id, place] of places) {
      const rounded = { x: Math.round(place.x), y: Math.round(place.y) };
      saver.schedule(id, rounded);
    }
    requestAnimationFrame(() => void fitView({ padding: 0.15, duration: 300 }));
  };

  const exportPng = async () => {
    const viewport = wrapperRef.current?.querySelector<HTMLElement>('.react-flow__viewport');
    if (!viewport) return;
    setExporting(true);
    try {
      const bounds = getNodesBounds(getNodes());
      const transform = getViewportForBounds(bounds, EXPORT_WIDTH, EXPORT_HEIGHT, 0.2, 2, 0.1);
      // html-to-image is only needed on export: it loads then, not with the chart.
      const { toPng } = await import('html-to-image');
      const dataUrl = await toPng(viewport, {
        backgroundColor: '#ffffff',
        width: EXPORT_WIDTH,
        height: EXPORT_HEIGHT,
        style: {
          width: `${EXPORT_WIDTH}px`,
          height: `${EXPORT_HEIGHT}px`,
          transform: `translate(${transform.x}px, ${transform.y}px) scale(${transform.zoom})`,
        },
      });
      const link = document.createElement('a');
      link.download = 'org-chart.png';
      link.href = dataUrl;
      link.click();
    } catch {
      toast.error('Failed to export the chart');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Chart tools">
        <Button variant="outline" size="sm" onClick={() => void fitView({ padding: 0.15, duration: 300 })}>
          <MaximizeIcon aria-hidden="true" />
          Fit view
        </Button>
        <Button variant="outline" size="sm" onClick={autoLayout} disabled={positions.length === 0}>
          <NetworkIcon aria-hidden="true" />
          Auto-layout
        </Button>
        <Button variant="outline" size="sm" onClick={() => void exportPng()} disabled={exporting || positions.length === 0}>
          {exporting ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <DownloadIcon aria-hidden="true" />}
          Export PNG
        </Button>
      </div>
      <div ref={wrapperRef} className="h-[70vh] min-h-[28rem] overflow-hidden rounded-xl border border-border bg-muted/30" aria-label="Organisation chart" role="region">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onConnect={onConnect}
          deleteKeyCode={null}
          // Boxes land on a 10 px grid: rows line up, and what is saved is exactly what is shown.
          snapToGrid
          snapGrid={[10, 10]}
          fitView
          fitViewOptions={{ padding: 0.15 }}
          minZoom={0.2}
          maxZoom={2}
        >
          <Background gap={24} />
          <Controls showInteractive={false} />
          <MiniMap pannable zoomable ariaLabel="Overview of the chart" />
        </ReactFlow>
      </div>
    </div>
  );
}
