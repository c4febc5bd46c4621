/** Paths the app links to in more than one place. Sidebar entries keep their own table (app/layout). */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  legal: (type: string) => `/legal/${type}`,
  proposal: (token: string) => `/proposal/${encodeURIComponent(token)}`,
  dashboard: '/dashboard',
  profile: '/profile',
  outbox: '/outbox',
  comingSoon: '/coming-soon',
  companyInformation: '/company-information',
  companyInformationEdit: '/company-information/edit',
  onboarding: '/onboarding',
  salesTax: '/sales-tax',
  incomeDivisions: '/income-divisions',
  employees: '/employees',
  crews: '/crews',
  services: '/services',
  service: (serviceId: string) => `/services/${encodeURIComponent(serviceId)}`,
  estimateTemplates: '/estimate-templates',
  newEstimateTemplate: '/estimate-templates/new',
  estimateTemplate: (templateId: string) => `/estimate-templates/${encodeURIComponent(templateId)}`,
  customer: (customerId: string) => `/customers/${encodeURIComponent(customerId)}`,
  customerEdit: (customerId: string) => `/customers/edit/${encodeURIComponent(customerId)}`,
  /** The customer page opened on its Jobs tab. */
  customerJobs: (customerId: string) => `/customers/${encodeURIComponent(customerId)}?tab=jobs`,
  scheduleJob: (customerId: string) => `/customers/${encodeURIComponent(customerId)}/schedule-job`,
  lead: (leadId: string) => `/leads/${encodeURIComponent(leadId)}`,
  estimate: (estimateId: string) => `/estimates/${encodeURIComponent(estimateId)}`,
  newEstimate: (clientType: 'customer' | 'lead', clientId: string) => `/estimates/create/${clientType}/${encodeURIComponent(clientId)}`,
  orders: '/orders',
  scheduleBoard: '/orders/board',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  orderEdit: (orderId: string) => `/orders/edit/${encodeURIComponent(orderId)}`,
  /** The invoicing assistant (Ready to bill), the landing tab. */
  invoices: '/invoices',
  /** Every invoice: the Invoices tab. */
  invoiceList: '/invoices?tab=invoices',
  newInvoice: '/invoices/new',
  invoiceSettings: '/invoices/settings',
  invoice: (invoiceId: string) => `/invoices/${encodeURIComponent(invoiceId)}`,
  invoiceEdit: (invoiceId: string) => `/invoices/edit/${encodeURIComponent(invoiceId)}`,
  rounds: '/rounds',
  tickets: '/tickets',
  /** The tasks screen with one task open (the link e-mails carry). */
  ticket: (ticketId: string) => `/tickets?open=${encodeURIComponent(ticketId)}`,
  dispatchEndOfDay: '/dispatch-end-of-day',
  /** One crew's day as its leader sees it, with an order open: where its hours, materials and photos are recorded. */
  crewDayOrder: (crewId: string, date: string, orderId: string) =>
    `/dispatch-end-of-day?${new URLSearchParams({ tab: 'crew', date, crew: crewId, order: orderId }).toString()}`,
  newRound: '/rounds/new',
  round: (roundId: string) => `/rounds/${encodeURIComponent(roundId)}`,
  businessDevelopment: '/business-development',
  /** The coaching programme's path, and the sessions with the coach (admins). */
  businessAccelerator: '/business-accelerator',
  coaching: '/coaching',
  orgChart: '/business-development/org-chart',
  profitAccelerator: '/business-development/growth-planner',
  /** The business health scorecard; /business-health-scorecard shows the same screen. */
  accountability: '/accountability',
  businessHealthScorecard: '/business-health-scorecard',
  budgetPricing: '/budget-pricing',
  companyScorecard: '/company-scorecard',
  meetings: '/business-development/meetings',
  weeklyLeadership: '/business-development/meetings/weekly-leadership',
  departmentCheckin: '/business-development/meetings/department-checkin',
  quarterlyReview: '/business-development/meetings/quarterly-review',
  meeting: (meetingId: string) => `/business-development/meetings/${encodeURIComponent(meetingId)}`,
  performanceMetrics: '/business-development/performance-metrics',
  /** Budget Pricing with one budget chosen (a draft made from a projection, say). */
  budgetPricingBudget: (budgetId: string) => `/budget-pricing?budget=${encodeURIComponent(budgetId)}`,
  budgetProjections: '/business-development/budget-projections',
  growthCeiling: '/business-development/growth-ceiling',
  /** The quarter's Big 3 and leaders' own priorities (`?quarter=2026-Q4`; none: this quarter). */
  big3: '/business-development/big3',
  /** Annual and quarterly planning: one-year goals, the quarter's priorities under them, and the to-dos. */
  planning: '/business-development/tasks',
  directionPlan: '/business-development/company-mission-purpose-values',
  /** Marketing: the year's plan, the channels and their returns, the ideal client, campaigns and content. */
  marketingPlan: '/business-development/marketing-plan',
  marketingChannels: '/business-development/marketing-plan/channels',
  idealClientAvatar: '/business-development/ideal-client-avatar',
  campaignCalendar: '/business-development/campaign-calendar',
  contentStrategy: '/business-development/content-strategy',
  directionPurpose: '/business-development/purpose',
  directionValues: '/business-development/values',
  directionVision: '/business-development/vision',
  directionMission: '/business-development/mission',
  /** Hiring (people development): postings and their candidates (`?candidate=` opens one), the question bank, the scorecard. */
  peopleDevelopment: '/business-development/people',
  sops: '/business-development/sops',
  sop: (sopId: string) => `/business-development/sops/${encodeURIComponent(sopId)}`,
  jobPostings: '/business-development/people/job-postings',
  jobPosting: (postingId: string, candidateId?: string) =>
    `/business-development/people/job-postings/${encodeURIComponent(postingId)}${candidateId ? `?candidate=${encodeURIComponent(candidateId)}` : ''}`,
  interviewQuestions: '/business-development/people/interview-questions',
  interviewScorecard: (candidateId?: string) => `/business-development/people/interview-scorecard${candidateId ? `?candidate=${encodeURIComponent(candidateId)}` : ''}`,
  roleResponsibilities: (positionId: string) => `/business-development/org-chart/role-responsibilities/${encodeURIComponent(positionId)}`,
} as const;

/** The route of /{product} (an online store listing by its address): the guarded layout opens it with the store's entry. */
export const STORE_LISTING_ROUTE_ID = 'store-listing';
