import { contentFormatLabels, contentFormats, contentStatuses, contentStatusLabels, marketingMessages, type ContentFormat, type ContentList, type ContentPiece, type ContentStatus } from '@groundwork/domain/marketing';
import { InfoIcon, NewspaperIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { errorMessage } from '@/lib/api-client';
import { formatShortDay } from '@/lib/format';
import { useDeleteContent } from '../api/delete-content';
import { ContentDialog } from './content-dialog';

type ColumnId = 'title' | 'format' | 'publishOn' | 'owner' | 'status' | 'actions';
const statusVariant: Record<ContentStatus, 'muted' | 'outline' | 'secondary' | 'success'> = { idea: 'muted', drafting: 'outline', scheduled: 'secondary', published: 'success' };

/**
 * The content schedule: every piece with its topic, format, publishing date, owner and status (idea → drafting →
 * scheduled → published), filtered by status, format or topic; a scheduled piece whose day has passed is marked late.
 */
export function ContentSchedule({ list }: { list: ContentList }) {
  const [editing, setEditing] = useState<ContentPiece | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ContentPiece | null>(null);
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [format, setFormat] = useState<ContentFormat | ''>('');
  const [topic, setTopic] = useState('');
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'publishOn', direction: 'asc' });
  const remove = useDeleteContent();

  const counts = useMemo(() => Object.fromEntries(contentStatuses.map((each) => [each, list.pieces.filter((piece) => piece.status === each).length])) as Record<ContentStatus, number>, [list.pieces]);
  const late = list.pieces.filter((piece) => piece.late).length;

  const columns = useMemo<VirtualTableColumn<ContentPiece, ColumnId>[]>(
    () => [
      {
        id: 'title',
        header: 'Piece',
        cell: (piece) => (
          <div className="min-w-0">
            <div className="truncate font-medium text-foreground">{piece.title}</div>
            <div className="truncate text-xs text-muted-foreground">{piece.topic || 'No topic'}</div>
          </div>
        ),
      },
      { id: 'format', header: 'Format', width: '7.5rem', cell: (piece) => contentFormatLabels[piece.format] },
      { id: 'publishOn', header: 'Publishing', width: '9rem', cell: (piece) => (piece.publishOn ? formatShortDay(piece.publishOn) : 'Not dated') },
      { id: 'owner', header: 'Owner', hideBelow: 'lg', cell: (piece) => piece.ownerName ?? 'Nobody yet' },
      {
        id: 'status',
        header: 'Status',
        width: '9rem',
        cell: (piece) => (
          <span className="flex flex-wrap gap-1">
            <Badge variant={statusVariant[piece.status]}>{contentStatusLabels[piece.status]}</Badge>
            {piece.late && <Badge variant="destructive">Late</Badge>}
          </span>
        ),
      },
      ...(list.canEdit
        ? [
            {
              id: 'actions' as const,
              header: 'Actions',
              sortable: false,
              width: '6.5rem',
              cell: (piece: ContentPiece) => (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${piece.title}`} onClick={() => setEditing(piece)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${piece.title}`} onClick={() => setDeleting(piece)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ),
            },
          ]
        : []),
    ],
    [list.canEdit],
  );

  const shown = useMemo(() => {
    const filtered = list.pieces.filter((piece) => (status === '' || piece.status === status) && (format === '' || piece.format === format) && (topic === '' || piece.topic === topic));
    if (!sort || sort.column === 'actions') return filtered;
    const value = (piece: ContentPiece): string | number => {
      switch (sort.column) {
        case 'title':
          return piece.title.toLowerCase();
        case 'format':
          return contentFormats.indexOf(piece.format);
        case 'owner':
          return (piece.ownerName ?? '~').toLowerCase();
        case 'status':
          return contentStatuses.indexOf(piece.status);
        default:
          // Undated ideas last, whichever way.
          return piece.publishOn ?? (sort.direction === 'asc' ? '9999' : '0000');
      }
    };
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...filtered].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [list.pieces, status, format, topic, sort]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Piece deleted');
        setDeleting(null);
      },
      onError: (error) => toast.error('Could not delete the piece', { description: errorMessage(error) }),
    });
  };

  return (
    <div className="grid min-w-0 gap-6">
      {!list.canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read the schedule</AlertTitle>
          <AlertDescription>{marketingMessages.leadersOnly}</AlertDescription>
        </Alert>
      )}
      <ul aria-label="Pieces by status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {contentStatuses.map((each) => (
          <li key={each} className="grid min-w-0 gap-1 rounded-xl border border-border bg-card p-4">
            <span className="text-sm text-muted-foreground">{contentStatusLabels[each]}</span>
            <span className="text-lg font-semibold tabular-nums">
              {counts[each]}
              {each === 'scheduled' && late > 0 && <span className="ml-2 text-sm font-medium text-destructive">{late} late</span>}
            </span>
          </li>
        ))}
      </ul>

      {list.topics.length > 0 && (
        <section aria-labelledby="topics-heading" className="grid gap-2">
          <h2 id="topics-heading" className="text-sm font-medium">
            Topics
          </h2>
          <ul className="flex flex-wrap gap-2">
            {list.topics.map((each) => (
              <li key={each.topic}>
                <Badge variant="outline">
                  {each.topic} · {each.pieces}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="content-filter-status" className="text-sm font-medium">
            Status
          </label>
          <NativeSelect id="content-filter-status" value={status} onChange={(event) => setStatus(event.target.value as ContentStatus | '')}>
            <option value="">Every status</option>
            {contentStatuses.map((each) => (
              <option key={each} value={each}>
                {contentStatusLabels[each]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="content-filter-format" className="text-sm font-medium">
            Format
          </label>
          <NativeSelect id="content-filter-format" value={format} onChange={(event) => setFormat(event.target.value as ContentFormat | '')}>
            <option value="">Every format</option>
            {contentFormats.map((each) => (
              <option key={each} value={each}>
                {contentFormatLabels[each]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {list.topics.length > 0 && (
          <div className="grid gap-1.5">
            <label htmlFor="content-filter-topic" className="text-sm font-medium">
              Topic
            </label>
            <NativeSelect id="content-filter-topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
              <option value="">Every topic</option>
              {list.topics.map((each) => (
                <option key={each.topic} value={each.topic}>
                  {each.topic}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {list.canEdit && (
          <Button className="ml-auto" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            Add a piece
          </Button>
        )}
      </div>

      {list.pieces.length === 0 ? (
        <EmptyState icon={<NewspaperIcon aria-hidden />} title="No content planned yet" description="Plan what you publish: a blog post on fall aeration, a video of a patio build, the spring reminder e-mail — each with a date and an owner." />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No piece matches these filters.</p>
      ) : (
        <VirtualTable label="Content schedule" columns={columns} rows={shown} getRowId={(piece) => piece.id} getRowLabel={(piece) => piece.title} sort={sort} onSortChange={setSort} rowHeight={60} />
      )}

      <ContentDialog piece={editing} list={list} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete “${deleting.title}”?` : 'Delete the piece?'}
        description="The piece leaves the schedule."
        confirmLabel="Delete piece"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
