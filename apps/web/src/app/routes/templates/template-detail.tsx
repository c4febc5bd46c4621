import { canManageTemplates, TEMPLATE_NOT_FOUND_MESSAGE } from '@groundwork/domain/templates';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useTemplate } from '@/features/templates/api/get-template';
import { TemplateEditor } from '@/features/templates/components/template-editor';
import { isApiError } from '@/lib/api-client';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /estimate-templates/{templateId}: the template's fields and lines (read-only for roles that may not manage them). */
export default function TemplateDetailRoute() {
  const { templateId = '' } = useParams();
  const { user } = useAuth();
  const canEdit = user ? canManageTemplates(user.role) : false;
  const template = useTemplate(templateId);
  const timeZone = useCompanyTimeZone();
  useDocumentTitle(template.data?.name);

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
      <Link to={paths.estimateTemplates}>
        <ArrowLeftIcon aria-hidden="true" />
        All templates
      </Link>
    </Button>
  );

  if (template.isPending)
    return (
      <Page className="max-w-6xl">
        {back}
        <LoadingRows rows={6} label="Loading template" />
      </Page>
    );
  if (template.isError) {
    const missing = isApiError(template.error) && (template.error.status === 404 || template.error.status === 400);
    return (
      <Page className="max-w-6xl">
        {back}
        {missing ? (
          <EmptyState title={TEMPLATE_NOT_FOUND_MESSAGE} description="It may have been deleted. Pick another one from the list." />
        ) : (
          <LoadError title="Could not load this template" error={template.error} onRetry={() => void template.refetch()} />
        )}
      </Page>
    );
  }

  const current = template.data;
  return (
    <Page className="max-w-6xl">
      {back}
      <PageHeader
        className="mt-2"
        title={
          <span className="flex flex-wrap items-center gap-3">
            {current.name}
            {current.isSample && <Badge variant="secondary">Sample</Badge>}
          </span>
        }
        description={`Created ${formatDateTime(current.dateCreated, timeZone)} by ${current.createdBy} · modified ${formatDateTime(current.dateModified, timeZone)} by ${current.modifiedBy}${canEdit ? '' : ' · Only admins change templates.'}`}
      />
      <TemplateEditor key={current.id} template={current} canEdit={canEdit} />
    </Page>
  );
}
