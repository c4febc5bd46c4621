import { orgChartMessages, type OrgPosition } from '@groundwork/domain/org-chart';
import { LibraryIcon, NetworkIcon, PlusIcon } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { usePositionTemplates } from '../api/get-position-templates';
import { usePositions } from '../api/get-positions';
import { DeletePositionDialog } from './delete-position-dialog';
import { OrgChartCanvas } from './org-chart-canvas';
import { PositionFormDialog, type HolderChoice } from './position-form-dialog';
import { TemplatesDialog } from './templates-dialog';

const LEVEL_HEIGHT = 180;
const COLUMN_WIDTH = 260;

/** The org chart screen's body: the chart, its tools, and the dialogs to add, edit and remove positions and templates. */
export function OrgChartPanel({ employees }: { employees: readonly HolderChoice[] }) {
  const positions = usePositions();
  const templates = usePositionTemplates();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<OrgPosition | null>(null);
  const [removing, setRemoving] = useState<OrgPosition | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  useEffect(() => {
    if (positions.isError) toast.error(orgChartMessages.fetchPositionsFailed);
  }, [positions.isError, positions.errorUpdatedAt]);

  const list = positions.data?.positions ?? [];

  /** A new position goes under its manager, right of what is already there; a top position goes right of the chart. */
  const placeFor = (reportsToId: string | null) => {
    const parent = list.find((position) => position.id === reportsToId);
    const y = parent ? parent.y + LEVEL_HEIGHT : 0;
    const row = list.filter((position) => Math.abs(position.y - y) < LEVEL_HEIGHT / 2);
    const x = row.length > 0 ? Math.max(...row.map((position) => position.x)) + COLUMN_WIDTH : (parent?.x ?? 0);
    return { x, y };
  };

  const openAdd = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const openEdit = useCallback((position: OrgPosition) => {
    setEditing(position);
    setFormOpen(true);
  }, []);
  const openRemove = useCallback((position: OrgPosition) => setRemoving(position), []);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setTemplatesOpen(true)}>
          <LibraryIcon aria-hidden="true" />
          Templates
        </Button>
        <Button onClick={openAdd} disabled={positions.isPending}>
          <PlusIcon aria-hidden="true" />
          Add position
        </Button>
      </div>

      {positions.isPending ? (
        <LoadingRows rows={6} label="Loading the org chart" />
      ) : positions.isError && !positions.data ? (
        <LoadError title={orgChartMessages.fetchPositionsFailed} error={positions.error} onRetry={() => void positions.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<NetworkIcon aria-hidden="true" />}
          title="No positions yet."
          description="Place the owner first, then the roles that report to them — start from a template to get the responsibilities written for you."
          action={
            <Button onClick={openAdd}>
              <PlusIcon aria-hidden="true" />
              Add position
            </Button>
          }
        />
      ) : (
        <OrgChartCanvas positions={list} onEdit={openEdit} onRemove={openRemove} />
      )}

      <PositionFormDialog
        open={formOpen}
        onOpenChange={setFormOpen}
        position={editing}
        positions={list}
        templates={templates.data?.templates ?? []}
        employees={employees}
        placeFor={placeFor}
      />
      <DeletePositionDialog position={removing} onClose={() => setRemoving(null)} />
      <TemplatesDialog open={templatesOpen} onOpenChange={setTemplatesOpen} />
    </div>
  );
}
