import type { OrgPosition } from '@groundwork/domain/org-chart';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { FileTextIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export type PositionNodeData = {
  position: OrgPosition;
  roleHref: string;
  onEdit: (position: OrgPosition) => void;
  onRemove: (position: OrgPosition) => void;
};
export type PositionNodeType = Node<PositionNodeData, 'position'>;

/** NODE_WIDTH matches treeLayout's default room per card (260 px) less the gap between cards. */
export const NODE_WIDTH = 224;

/** One position on the chart: title, department, the people holding it; handles to connect reports-to lines. */
export const PositionNode = memo(function PositionNode({ data }: NodeProps<PositionNodeType>) {
  const { position, roleHref, onEdit, onRemove } = data;
  return (
    <div className="rounded-lg border border-border bg-card p-3 text-card-foreground shadow-sm" style={{ width: NODE_WIDTH }} data-testid="org-position">
      <Handle type="target" position={Position.Top} />
      <p className="truncate text-sm font-semibold">{position.title}</p>
      <p className="truncate text-xs text-muted-foreground">{position.department ?? 'No department'}</p>
      <ul className="mt-2 grid gap-0.5 text-xs" aria-label={`Holders of ${position.title}`}>
        {position.employees.length === 0 ? (
          <li className="text-muted-foreground italic">Vacant</li>
        ) : (
          position.employees.map((holder) => (
            <li key={holder.id} className="truncate">
              {holder.firstName} {holder.lastName}
            </li>
          ))
        )}
      </ul>
      <div className="nodrag nopan mt-2 flex justify-end gap-0.5">
        <Button asChild variant="ghost" size="icon" className="size-7">
          <Link to={roleHref} aria-label={`Role and responsibilities of ${position.title}`}>
            <FileTextIcon aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-7" aria-label={`Edit ${position.title}`} onClick={() => onEdit(position)}>
          <PencilIcon aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-7" aria-label={`Remove ${position.title}`} onClick={() => onRemove(position)}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      </div>
      <Handle type="source" position={Position.Bottom} />
    </div>
  );
});
