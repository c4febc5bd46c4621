/** Paths the app links to in more than one place. Sidebar entries keep their own table (app/layout). */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  legal: (type: string) => `/legal/${type}`,
  dashboard: '/dashboard',
  profile: '/profile',
  outbox: '/outbox',
  comingSoon: '/coming-soon',
} as const;
