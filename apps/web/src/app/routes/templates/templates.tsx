import { canManageTemplates } from '@groundwork/domain/templates';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { TemplatesList } from '@/features/templates/components/templates-list';
import { paths } from '@/lib/paths';

/** /estimate-templates: the line trees and proposal text estimates start from. */
export default function TemplatesRoute() {
  const { user } = useAuth();
  const canEdit = user ? canManageTemplates(user.role) : false;
  return (
    <Page className="max-w-6xl">
      <PageHeader
        title="Estimate Templates"
        description={canEdit ? 'Service lines and proposal terms an estimate starts from.' : 'Service lines and proposal terms an estimate starts from. Only admins change templates.'}
      />
      <TemplatesList canEdit={canEdit} templatePath={paths.estimateTemplate} newTemplatePath={paths.newEstimateTemplate} />
    </Page>
  );
}
