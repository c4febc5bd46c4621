import { isAdminRole } from '@groundwork/domain/auth';
import {
  entryDisplay,
  isBusinessDevelopmentVisible,
  isSectionVisible,
  type CompanyPermissions,
  type EntryDisplay,
} from '@groundwork/domain/permissions';
import { ChevronRightIcon, ExternalLinkIcon, InboxIcon, LogOutIcon, UserRoundIcon } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuAction,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarMenuSub,
  SidebarMenuSubButton,
  SidebarMenuSubItem,
  useSidebar,
} from '@/components/ui/sidebar';
import { useAuth } from '@/features/auth/auth-provider';
import { useLogout } from '@/features/auth/api/logout';
import { useCompanyInformation } from '@/features/company-information/api/get-company-information';
import { useMyOpenTicketCount } from '@/features/tickets/api/get-my-open-ticket-count';
import { myOpenTicketsLabel } from '@/features/tickets/ticket-format';
import { env } from '@/lib/env';
import { fullName, initial } from '@/lib/format';
import { paths } from '@/lib/paths';
import { businessDevelopmentGroup, linkDisplay, navGroups, trainingPortalEntry, type NavEntry, type NavGroup } from './nav-entries';

const COMING_SOON = 'Coming Soon';

/** SPEC.md §2 sidebar: visibility and 'Coming Soon' badges come from the company's permission entries. */
export function AppSidebar() {
  const { user, company } = useAuth();
  const permissions = company?.permissions;

  return (
    <Sidebar label="Sidebar">
      <SidebarHeader className="border-b border-sidebar-border px-3 py-3">
        <NavLink
          to={paths.dashboard}
          className="flex items-center gap-2.5 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring group-data-[collapsible=icon]:-ml-1"
        >
          <CompanyMark />
          <span className="min-w-0 group-data-[collapsible=icon]:sr-only">
            <span className="block truncate text-[0.95rem] font-semibold text-white">Groundwork</span>
            {company?.name && <span className="block truncate text-xs text-sidebar-muted">{company.name}</span>}
          </span>
        </NavLink>
      </SidebarHeader>

      <SidebarContent>
        <nav aria-label="Main navigation" className="flex flex-col gap-1">
          {navGroups.map((group) => (
            <NavGroupSection key={group.id} group={group} permissions={permissions} />
          ))}
          <BusinessDevelopmentSection permissions={permissions} />
          <TrainingPortalLink permissions={permissions} />
        </nav>
      </SidebarContent>

      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip="Profile">
              <SidebarNavLink to={paths.profile}>
                <UserRoundIcon aria-hidden="true" />
                <span>Profile</span>
              </SidebarNavLink>
            </SidebarMenuButton>
          </SidebarMenuItem>
          {user && isAdminRole(user.role) && (
            <SidebarMenuItem>
              <SidebarMenuButton asChild tooltip="Outbox">
                <SidebarNavLink to={paths.outbox}>
                  <InboxIcon aria-hidden="true" />
                  <span>Outbox</span>
                </SidebarNavLink>
              </SidebarMenuButton>
            </SidebarMenuItem>
          )}
        </SidebarMenu>
        <UserCard />
      </SidebarFooter>
    </Sidebar>
  );
}

/** The company's main logo (with its alt text) once uploaded; until then the Groundwork mark. */
function CompanyMark() {
  const { user, company } = useAuth();
  const information = useCompanyInformation({ enabled: user !== null });
  const logo = information.data?.logoDetails.mainLogo;
  if (!logo?.url) return <LogoMark className="size-7" />;
  return (
    <img
      src={logo.url}
      alt={logo.altText || `${company?.name ?? 'Company'} logo`}
      className="h-8 max-w-24 shrink-0 rounded bg-white object-contain p-0.5 group-data-[collapsible=icon]:size-7"
      data-testid="sidebar-company-logo"
    />
  );
}

function NavGroupSection({ group, permissions }: { group: NavGroup; permissions: CompanyPermissions | undefined }) {
  const shown = group.entries
    .map((entry) => ({ entry, display: entryDisplay(permissions, entry.entry, entry.section) }))
    .filter((item) => item.display !== 'hidden');
  if (shown.length === 0) return null;
  if (group.label && !isSectionVisible(permissions, group.section)) return null;

  const menu = (
    <SidebarMenu>
      {shown.map(({ entry, display }) =>
        entry.entry === TICKETS_ENTRY && display === 'enabled' ? (
          <TicketsEntryItem key={`${group.id}-${entry.href}`} entry={entry} />
        ) : (
          <NavEntryItem key={`${group.id}-${entry.href}`} entry={entry} display={display} />
        ),
      )}
    </SidebarMenu>
  );

  if (!group.label) {
    return (
      <SidebarGroup>
        <SidebarGroupContent>{menu}</SidebarGroupContent>
      </SidebarGroup>
    );
  }

  return (
    <Collapsible defaultOpen asChild>
      <SidebarGroup role="group" aria-label={group.label}>
        <SidebarGroupLabel asChild>
          <CollapsibleTrigger className="group/label cursor-pointer hover:text-sidebar-foreground">
            {group.label}
            <ChevronRightIcon className="ml-auto transition-transform group-data-[state=open]/label:rotate-90" aria-hidden="true" />
          </CollapsibleTrigger>
        </SidebarGroupLabel>
        <CollapsibleContent>
          <SidebarGroupContent>{menu}</SidebarGroupContent>
        </CollapsibleContent>
      </SidebarGroup>
    </Collapsible>
  );
}

const TICKETS_ENTRY = 'tickets';

/** Tasks & Assignments, with how many open tasks are mine beside it (none shown at 0); refreshed whenever tasks change. */
function TicketsEntryItem({ entry }: { entry: NavEntry }) {
  const count = useMyOpenTicketCount({ enabled: true });
  return <NavEntryItem entry={entry} display="enabled" count={count.data ?? 0} countLabel={myOpenTicketsLabel(count.data ?? 0)} />;
}

function NavEntryItem({ entry, display, count = 0, countLabel }: { entry: NavEntry; display: EntryDisplay; count?: number; countLabel?: string }) {
  const badgeId = useId();
  const Icon = entry.icon;
  const comingSoon = display === 'coming_soon';
  const counted = !comingSoon && count > 0 && countLabel !== undefined;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild tooltip={comingSoon ? `${entry.label} (${COMING_SOON})` : counted ? `${entry.label} (${countLabel})` : entry.label}>
        <SidebarNavLink to={entry.href} aria-describedby={comingSoon || counted ? badgeId : undefined} data-coming-soon={comingSoon || undefined}>
          {Icon && <Icon aria-hidden="true" />}
          <span className={comingSoon ? 'text-sidebar-foreground/90' : undefined}>{entry.label}</span>
          {comingSoon && (
            <ComingSoonBadge id={badgeId} />
          )}
          {counted && (
            // The number is seen; its meaning is read out as the link's description.
            <SidebarMenuBadge aria-hidden="true" data-testid="my-open-tasks-count">
              {count > 99 ? '99+' : count.toLocaleString('en-US')}
            </SidebarMenuBadge>
          )}
        </SidebarNavLink>
      </SidebarMenuButton>
      {counted && (
        <span id={badgeId} hidden>
          {countLabel}
        </span>
      )}
    </SidebarMenuItem>
  );
}

function BusinessDevelopmentSection({ permissions }: { permissions: CompanyPermissions | undefined }) {
  const badgeId = useId();
  if (!isBusinessDevelopmentVisible(permissions)) return null;
  const display = entryDisplay(permissions, businessDevelopmentGroup.entry, businessDevelopmentGroup.section);
  if (display === 'hidden') return null;
  const comingSoon = linkDisplay(display, businessDevelopmentGroup) === 'coming_soon';
  const Icon = businessDevelopmentGroup.icon;

  return (
    <SidebarGroup role="group" aria-label={businessDevelopmentGroup.label}>
      <SidebarMenu>
        <Collapsible defaultOpen asChild>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip={businessDevelopmentGroup.label} className="pr-8">
              <SidebarNavLink to={businessDevelopmentGroup.href} end aria-describedby={comingSoon ? badgeId : undefined}>
                <Icon aria-hidden="true" />
                <span>{businessDevelopmentGroup.label}</span>
                {comingSoon && (
                  <ComingSoonBadge id={badgeId} />
                )}
              </SidebarNavLink>
            </SidebarMenuButton>
            <CollapsibleTrigger asChild>
              <SidebarMenuAction aria-label="Show or hide Business Development pages" className="data-[state=open]:rotate-90">
                <ChevronRightIcon aria-hidden="true" />
              </SidebarMenuAction>
            </CollapsibleTrigger>
            <CollapsibleContent>
              <SidebarMenuSub>
                {businessDevelopmentGroup.entries.map((entry) => (
                  <BusinessDevelopmentPageLink key={entry.href} entry={entry} comingSoon={linkDisplay(display, entry) === 'coming_soon'} />
                ))}
              </SidebarMenuSub>
            </CollapsibleContent>
          </SidebarMenuItem>
        </Collapsible>
      </SidebarMenu>
    </SidebarGroup>
  );
}

function BusinessDevelopmentPageLink({ entry, comingSoon }: { entry: NavEntry; comingSoon: boolean }) {
  const badgeId = useId();
  return (
    <SidebarMenuSubItem>
      <SidebarMenuSubButton asChild>
        <SidebarNavLink to={entry.href} aria-describedby={comingSoon ? badgeId : undefined} data-coming-soon={comingSoon || undefined}>
          <span>{entry.label}</span>
          {comingSoon && <ComingSoonBadge id={badgeId} />}
        </SidebarNavLink>
      </SidebarMenuSubButton>
    </SidebarMenuSubItem>
  );
}

function TrainingPortalLink({ permissions }: { permissions: CompanyPermissions | undefined }) {
  const badgeId = useId();
  if (!isSectionVisible(permissions, trainingPortalEntry.section)) return null;
  const display = entryDisplay(permissions, trainingPortalEntry.entry, trainingPortalEntry.section);
  if (display === 'hidden') return null;
  const Icon = trainingPortalEntry.icon;

  return (
    <SidebarGroup>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton asChild tooltip={trainingPortalEntry.label}>
            {display === 'enabled' ? (
              <a href={env.VITE_TRAINING_PORTAL_URL} target="_blank" rel="noopener noreferrer">
                <Icon aria-hidden="true" />
                <span>{trainingPortalEntry.label}</span>
                <ExternalLinkIcon className="ml-auto size-3.5! opacity-70 group-data-[collapsible=icon]:hidden" aria-hidden="true" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <SidebarNavLink to={paths.comingSoon} aria-describedby={badgeId}>
                <Icon aria-hidden="true" />
                <span>{trainingPortalEntry.label}</span>
                <ComingSoonBadge id={badgeId} />
              </SidebarNavLink>
            )}
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </SidebarGroup>
  );
}

/** Hidden from screen readers: the link names it through aria-describedby, so it is read once. */
function ComingSoonBadge({ id }: { id: string }) {
  return (
    <SidebarMenuBadge id={id} aria-hidden="true">
      {COMING_SOON}
    </SidebarMenuBadge>
  );
}

/** A NavLink that closes the mobile sheet once a page is chosen. */
function SidebarNavLink({ onClick, ...props }: ComponentProps<typeof NavLink>) {
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <NavLink
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (isMobile) setOpenMobile(false);
      }}
    />
  );
}

function UserCard() {
  const { user, company } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => navigate(paths.login, { replace: true }),
    });

  return (
    <div className="flex flex-col gap-1 border-t border-sidebar-border pt-2">
      <div className="flex items-center gap-2.5 rounded-md px-1 py-1">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-[#2f7d52] text-sm font-semibold text-white"
          aria-hidden="true"
          data-testid="user-initial"
        >
          {initial(user)}
        </span>
        <div className="min-w-0 flex-1 group-data-[collapsible=icon]:hidden">
          <p className="truncate text-sm font-medium text-white">{fullName(user)}</p>
          {company?.name && <p className="truncate text-xs text-sidebar-muted">{company.name}</p>}
        </div>
      </div>
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton onClick={signOut} disabled={logout.isPending} tooltip="Logout">
            <LogOutIcon aria-hidden="true" />
            <span>Logout</span>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    </div>
  );
}
