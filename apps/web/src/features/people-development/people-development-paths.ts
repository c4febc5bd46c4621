/**
 * The People Development pages (SPEC.md §2): the hub, the three that grow the people the company has (this feature),
 * and the three hiring pages, whose screens come with the hiring feature.
 */
export const peopleDevelopmentPaths = {
  hub: '/business-development/people',
  jobPostings: '/business-development/people/job-postings',
  interviewQuestions: '/business-development/people/interview-questions',
  interviewScorecard: '/business-development/people/interview-scorecard',
  onboarding: '/business-development/people/30-day-onboarding',
  oneOnOnes: '/business-development/people/one-on-one-meetings',
  quarterlyReviews: '/business-development/people/quarterly-reviews',
} as const;
