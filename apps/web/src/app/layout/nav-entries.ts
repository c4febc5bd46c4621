import type { EntryDisplay, PermissionSection } from '@groundwork/domain/permissions';
import {
  BlocksIcon,
  BookOpenIcon,
  BriefcaseIcon,
  Building2Icon,
  CalculatorIcon,
  ChartColumnIcon,
  ChartPieIcon,
  ClipboardCheckIcon,
  ClipboardListIcon,
  ContactIcon,
  FilePenIcon,
  FileStackIcon,
  FileTextIcon,
  FlaskConicalIcon,
  GaugeIcon,
  GraduationCapIcon,
  HardHatIcon,
  HeartPulseIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  MegaphoneIcon,
  PackageIcon,
  PercentIcon,
  ReceiptTextIcon,
  RouteIcon,
  ShovelIcon,
  SlidersHorizontalIcon,
  StoreIcon,
  TractorIcon,
  TruckIcon,
  UserPlusIcon,
  UsersIcon,
  UsersRoundIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';

/** One sidebar link: its label, path, and the permission entry (section + name) that governs it. */
export type NavEntry = {
  label: string;
  href: string;
  entry: string;
  section: PermissionSection;
  icon?: LucideIcon;
  /**
   * False when the link's screen does not exist yet although its permission entry is enabled: the
   * sidebar shows 'Coming Soon' and the router sends the path to /coming-soon. Several Business
   * Development pages share one entry (business_development), so the entry alone cannot say which
   * of them are built. Absent means built.
   */
  built?: boolean;
};

export type NavGroup = {
  id: string;
  /** Absent for the first group, whose links sit at the top without a heading. */
  label?: string;
  /** The section whose visibility shows or hides the group. */
  section: PermissionSection;
  entries: NavEntry[];
};

/** SPEC.md §2 Sidebar, entry for entry and group for group. */
export const navGroups: NavGroup[] = [
  {
    id: 'main',
    section: 'main',
    entries: [
      { label: 'Dashboard', href: '/dashboard', entry: 'dashboard', section: 'top', icon: LayoutDashboardIcon },
      { label: 'Orders', href: '/orders', entry: 'orders', section: 'main', icon: ClipboardListIcon, built: true },
      { label: 'Services', href: '/services', entry: 'services', section: 'main', icon: ShovelIcon, built: true },
      { label: 'Tasks & Assignments', href: '/tickets', entry: 'tickets', section: 'main', icon: ListChecksIcon, built: true },
      { label: 'Equipment Management', href: '/equipment-management', entry: 'equipment_management', section: 'main', icon: TractorIcon, built: true },
      { label: 'Online Store', href: '/online-store', entry: 'online_store', section: 'main', icon: StoreIcon },
      { label: 'Reporting', href: '/reporting', entry: 'reporting', section: 'main', icon: ChartColumnIcon },
      { label: 'Dispatch End of Day', href: '/dispatch-end-of-day', entry: 'dispatch_end_of_day', section: 'main', icon: TruckIcon, built: true },
      { label: 'Invoices', href: '/invoices', entry: 'invoices', section: 'main', icon: ReceiptTextIcon, built: true },
      { label: 'Budget Pricing', href: '/budget-pricing', entry: 'budget_pricing', section: 'main', icon: CalculatorIcon, built: true },
      { label: 'Sales Tax', href: '/sales-tax', entry: 'sales_tax', section: 'main', icon: PercentIcon },
      { label: 'Income Divisions', href: '/income-divisions', entry: 'income_divisions', section: 'main', icon: ChartPieIcon },
      { label: 'Integrations', href: '/integrations', entry: 'integrations', section: 'main', icon: BlocksIcon },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    section: 'customer',
    entries: [
      { label: 'Customers', href: '/customers', entry: 'customers', section: 'customer', icon: UsersIcon },
      { label: 'Leads', href: '/leads', entry: 'leads', section: 'customer', icon: UserPlusIcon },
      { label: 'Estimates', href: '/estimates', entry: 'estimates', section: 'customer', icon: FileTextIcon },
    ],
  },
  {
    id: 'company',
    label: 'Company',
    section: 'company',
    entries: [
      { label: 'Company Information', href: '/company-information', entry: 'company_information', section: 'company', icon: Building2Icon },
      { label: 'Employees', href: '/employees', entry: 'employees', section: 'company', icon: ContactIcon },
      { label: 'Crews', href: '/crews', entry: 'crews', section: 'company', icon: UsersRoundIcon },
      { label: 'Custom Fields', href: '/custom-fields', entry: 'custom_fields', section: 'company', icon: SlidersHorizontalIcon },
      { label: 'Estimate Templates', href: '/estimate-templates', entry: 'estimate_templates', section: 'company', icon: FileStackIcon },
      { label: 'Document Editor', href: '/document-editor', entry: 'document_editor', section: 'company', icon: FilePenIcon },
      { label: 'Lead Sources', href: '/lead-sources', entry: 'lead_sources', section: 'company', icon: MegaphoneIcon },
      { label: 'Products', href: '/products', entry: 'products', section: 'company', icon: PackageIcon, built: true },
      { label: 'Subcontractors', href: '/subcontractors', entry: 'subcontractors', section: 'company', icon: HardHatIcon, built: true },
      { label: 'Equipment', href: '/equipment', entry: 'equipment', section: 'company', icon: WrenchIcon, built: true },
      { label: 'Chemical Tracking', href: '/chemical-tracking', entry: 'chemical_tracking', section: 'company', icon: FlaskConicalIcon },
      { label: 'Rounds', href: '/rounds', entry: 'rounds', section: 'company', icon: RouteIcon, built: true },
      { label: 'Income Divisions', href: '/income-divisions', entry: 'income_divisions', section: 'company', icon: ChartPieIcon },
      { label: 'Sales Tax', href: '/sales-tax', entry: 'sales_tax', section: 'company', icon: PercentIcon },
    ],
  },
  {
    id: 'growth-development',
    label: 'Growth and Development',
    section: 'growth_development',
    entries: [
      { label: 'Accountability', href: '/accountability', entry: 'accountability', section: 'growth_development', icon: ClipboardCheckIcon },
      {
        label: 'Business Health Scorecard',
        href: '/business-health-scorecard',
        entry: 'business_health_scorecard',
        section: 'growth_development',
        icon: HeartPulseIcon,
      },
      { label: 'Company Scorecard', href: '/company-scorecard', entry: 'company_scorecard', section: 'growth_development', icon: GaugeIcon },
      { label: 'Coaching', href: '/coaching', entry: 'coaching', section: 'growth_development', icon: GraduationCapIcon },
    ],
  },
];

const businessDevelopmentEntry = { entry: 'business_development', section: 'coaching' } as const;

/**
 * The Business Development group: a heading link and its pages, all governed by the fifth coaching entry.
 * Each page says whether its screen exists (`built`); when the entry is enabled, built pages are live
 * links and the others keep their 'Coming Soon' badge (router.tsx sends their paths to /coming-soon).
 * Set `built: true` here when a page's route lands in router.tsx.
 */
export const businessDevelopmentGroup = {
  label: 'Business Development',
  href: '/business-development',
  icon: BriefcaseIcon,
  built: true,
  ...businessDevelopmentEntry,
  entries: [
    { label: 'Profit Accelerator', href: '/business-development/growth-planner', built: true, ...businessDevelopmentEntry },
    { label: 'Growth Planner', href: '/business-development/growth-ceiling', built: true, ...businessDevelopmentEntry },
    { label: 'Org Chart', href: '/business-development/org-chart', built: true, ...businessDevelopmentEntry },
    { label: 'People Development', href: '/business-development/people', built: true, ...businessDevelopmentEntry },
    { label: 'Marketing Plan', href: '/business-development/marketing-plan', built: true, ...businessDevelopmentEntry },
    { label: 'Mission, Purpose & Values', href: '/business-development/company-mission-purpose-values', built: true, ...businessDevelopmentEntry },
    { label: 'Meetings', href: '/business-development/meetings', built: true, ...businessDevelopmentEntry },
    { label: 'Annual & Quarterly Planning', href: '/business-development/tasks', built: true, ...businessDevelopmentEntry },
  ] satisfies NavEntry[],
};

/**
 * How a link shows given its entry's display: an enabled entry whose screen is not built still shows
 * 'Coming Soon'.
 */
export function linkDisplay(display: EntryDisplay, link: { built?: boolean }): EntryDisplay {
  return display === 'enabled' && link.built === false ? 'coming_soon' : display;
}

export const trainingPortalEntry = { label: 'Training Portal', entry: 'training_portal', section: 'training', icon: BookOpenIcon } as const;
