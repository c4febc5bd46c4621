/** The roles a landscaping company starts its position template library with (seeded for every company). */
export interface LibraryTemplate {
  key: string;
  title: string;
  department: string;
  purpose: string;
  keyResponsibilities: string[];
  kpis: string[];
}

export const positionTemplateLibrary: readonly LibraryTemplate[] = [
  {
    key: 'owner',
    title: 'Owner / CEO',
    department: 'Leadership',
    purpose: 'Sets the direction of the company, owns its profitability and builds the leadership team that runs it day to day.',
    keyResponsibilities: [
      'Set the vision, annual goals and budget with the leadership team',
      'Review the monthly profit and loss, cash flow and backlog',
      'Hire, coach and hold accountable the direct reports',
      'Own the largest customer and supplier relationships',
      'Approve pricing strategy, capital purchases and financing',
    ],
    kpis: ['Net profit % of revenue', 'Revenue growth year over year', 'Cash on hand (weeks of overhead)', 'Key-employee retention'],
  },
  {
    key: 'general_manager',
    title: 'General Manager',
    department: 'Leadership',
    purpose: 'Runs the whole operation so that every division hits its budget and customers renew.',
    keyResponsibilities: [
      'Lead the weekly leadership meeting and department check-ins',
      'Hold division managers to their labour, material and revenue budgets',
      'Approve schedules, overtime and equipment allocation across divisions',
      'Resolve escalated customer complaints within 48 hours',
      'Maintain safety programme and compliance (OSHA, DOT, pesticide licensing)',
    ],
    kpis: ['Company gross margin %', 'Budgeted vs actual labour hours', 'Customer retention rate', 'Recordable safety incidents'],
  },
  {
    key: 'operations_manager',
    title: 'Operations Manager',
    department: 'Operations',
    purpose: 'Turns sold work into completed, profitable jobs: crews, routes, equipment and materials in the right place.',
    keyResponsibilities: [
      'Build the weekly crew schedules and route maps',
      'Assign crews and equipment to jobs and track hours against estimates',
      'Order materials and coordinate deliveries with suppliers',
      'Run the morning line-up and the end-of-day dispatch review',
      'Train crew leaders on quality standards and job-costing',
    ],
    kpis: ['Labour hours vs estimate', 'Jobs completed on schedule %', 'Revenue per crew hour', 'Callbacks / re-work per month'],
  },
  {
    key: 'maintenance_manager',
    title: 'Maintenance Manager',
    department: 'Maintenance',
    purpose: 'Runs the recurring maintenance division: mowing, pruning, fertilisation and clean-ups, on time and on budget.',
    keyResponsibilities: [
      'Plan routes and visit frequencies for maintenance contracts',
      'Inspect properties and walk sites with account managers',
      'Hold crew leaders to budgeted hours per property',
      'Plan seasonal labour: hiring, H-2B and training',
    ],
    kpis: ['Maintenance gross margin %', 'Budgeted hours vs actual per property', 'Contract renewal rate', 'Quality audit score'],
  },
  {
    key: 'installation_manager',
    title: 'Installation Manager',
    department: 'Installation',
    purpose: 'Delivers design-build and hardscape projects to plan, on budget and to the quality the client was sold.',
    keyResponsibilities: [
      'Hand over each sold project from sales with a walk-through and job file',
      'Schedule install crews, subcontractors and equipment rentals',
      'Order plants, stone and materials against the estimate',
      'Track job cost weekly and flag overruns before they happen',
      'Close out projects with a client walk-through and punch list',
    ],
    kpis: ['Project gross margin vs estimate', 'Projects finished on schedule %', 'Change orders billed', 'Warranty replacements %'],
  },
  {
    key: 'account_manager',
    title: 'Account Manager',
    department: 'Sales',
    purpose: 'Keeps a portfolio of maintenance clients happy, renewing and buying enhancements.',
    keyResponsibilities: [
      'Walk each property with the client on a regular schedule',
      'Propose enhancements: mulch, seasonal colour, irrigation upgrades, tree work',
      'Renew contracts and adjust pricing before the season',
      'Be the first call for client questions and complaints',
    ],
    kpis: ['Portfolio renewal rate', 'Enhancement sales per month', 'Client satisfaction score', 'Accounts receivable over 60 days'],
  },
  {
    key: 'sales_estimator',
    title: 'Sales Estimator',
    department: 'Sales',
    purpose: 'Wins profitable new work with accurate, well-presented estimates.',
    keyResponsibilities: [
      'Qualify leads and meet prospects on site',
      'Measure properties and build estimates with correct labour, material and equipment costs',
      'Present proposals and follow up until a decision',
      'Hand sold work to operations with a complete job file',
    ],
    kpis: ['Closing rate %', 'Sold revenue vs target', 'Estimate turnaround (days)', 'Estimated vs actual job margin'],
  },
  {
    key: 'office_manager',
    title: 'Office Manager',
    department: 'Office',
    purpose: 'Keeps the office running: billing, payroll, phones and records, so the field can work.',
    keyResponsibilities: [
      'Invoice completed work weekly and chase overdue accounts',
      'Process payroll and keep employee files, certifications and licences current',
      'Answer the phone and book estimates and service calls',
      'Manage insurance certificates, vehicle registrations and permits',
    ],
    kpis: ['Days sales outstanding', 'Invoices sent within 2 days of completion %', 'Payroll errors per period', 'Calls returned same day %'],
  },
  {
    key: 'crew_leader',
    title: 'Crew Leader / Foreman',
    department: 'Operations',
    purpose: 'Leads a crew of two to four to finish each job safely, to standard and within the budgeted hours.',
    keyResponsibilities: [
      'Run the daily tailgate safety talk and inspect the truck and trailer',
      'Follow the route and work orders; report hours and materials accurately',
      'Train crew members on equipment, techniques and quality standards',
      'Speak with clients on site and report issues or upsell opportunities',
      'Keep equipment clean, fuelled and maintained',
    ],
    kpis: ['Hours vs budget per job', 'Quality inspection score', 'Safety incidents', 'Equipment damage and downtime'],
  },
  {
    key: 'crew_member',
    title: 'Crew Member / Labourer',
    department: 'Operations',
    purpose: 'Does the work on site to the company standard, safely and efficiently.',
    keyResponsibilities: [
      'Mow, trim, edge, blow, prune, mulch and plant as directed by the crew leader',
      'Wear PPE and follow safety procedures at all times',
      'Operate and care for equipment properly',
      'Leave every property clean',
    ],
    kpis: ['Attendance and punctuality', 'Quality inspection score', 'Safety incidents', 'Skills certified (equipment checklist)'],
  },
  {
    key: 'irrigation_technician',
    title: 'Irrigation Technician',
    department: 'Irrigation',
    purpose: 'Installs, repairs and seasonally services irrigation systems so landscapes get the water they need and no more.',
    keyResponsibilities: [
      'Spring start-ups, mid-season audits and autumn winterisations',
      'Diagnose and repair heads, valves, wiring and controllers',
      'Install new zones and smart controllers per design',
      'Record work and parts on each service ticket',
    ],
    kpis: ['Service tickets closed per day', 'Callbacks within 30 days', 'Parts billed vs used', 'Water-savings upgrades sold'],
  },
  {
    key: 'plant_health_technician',
    title: 'Plant Health Care Technician',
    department: 'Maintenance',
    purpose: 'Applies fertiliser and plant-protection products safely, legally and effectively.',
    keyResponsibilities: [
      'Apply fertiliser, herbicide and pest control per label and programme',
      'Keep the pesticide applicator licence and continuing-education credits current',
      'Record every application (product, rate, area, weather) for compliance',
      'Scout turf, trees and shrubs and recommend treatments',
    ],
    kpis: ['Applications completed on schedule %', 'Record-keeping compliance', 'Re-treatments requested', 'Product used vs programme'],
  },
  {
    key: 'snow_supervisor',
    title: 'Snow Operations Supervisor',
    department: 'Snow',
    purpose: 'Keeps every contracted site open and safe through each winter event.',
    keyResponsibilities: [
      'Monitor forecasts and call out plow and salting crews',
      'Assign routes and verify service times and site photos',
      'Manage salt inventory and equipment readiness',
      'Document every event for billing and liability',
    ],
    kpis: ['Sites cleared within contract trigger times %', 'Slip-and-fall claims', 'Salt used per event vs budget', 'Event billing completed within 48 h'],
  },
  {
    key: 'mechanic',
    title: 'Fleet Mechanic',
    department: 'Operations',
    purpose: 'Keeps trucks, trailers and equipment running so crews never wait on a breakdown.',
    keyResponsibilities: [
      'Perform preventive maintenance on schedule for every unit',
      'Repair equipment quickly and keep a parts inventory',
      'Keep DOT inspections and maintenance logs current',
      'Advise on equipment replacement and purchases',
    ],
    kpis: ['Equipment downtime hours', 'Preventive maintenance completed on time %', 'Repair cost per unit', 'DOT inspection pass rate'],
  },
];
