import { canManageTemplates } from '@groundwork/domain/templates';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { TemplateEditor } from '@/features/templates/components/template-editor';
import { paths } from '@/lib/paths';

/** /estimate-templates/new: a blank template; once created the screen moves to the template's own page. */
export default function TemplateNewRoute() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const canEdit = user ? canManageTemplates(user.role) : false;
  return (
    <Page className="max-w-6xl">
      <Button asChild variant="ghost" size="sm" className="-ml-2 w-fit">
        <Link to={paths.estimateTemplates}>
          <ArrowLeftIcon aria-hidden="true" />
          All templates
        </Link>
      </Button>
      <PageHeader className="mt-2" title="New estimate template" />
      {canEdit ? (
        <TemplateEditor canEdit onCreated={(template) => void navigate(paths.estimateTemplate(template.id), { replace: true })} />
      ) : (
        <EmptyState title="Only admins create templates." description="Ask an admin of your company to add the template you need." />
      )}
    </Page>
  );
}
