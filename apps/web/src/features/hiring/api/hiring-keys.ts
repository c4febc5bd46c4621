/** Every hiring query key, built here only: a change anywhere in hiring refreshes what it touches. */
export const hiringKeys = {
  all: ['hiring'] as const,
  postings: () => [...hiringKeys.all, 'postings'] as const,
  posting: (id: string) => [...hiringKeys.postings(), id] as const,
  candidates: () => [...hiringKeys.all, 'candidates'] as const,
  candidate: (id: string) => [...hiringKeys.candidates(), id] as const,
  questions: () => [...hiringKeys.all, 'questions'] as const,
  interviewCandidates: () => [...hiringKeys.all, 'interview-candidates'] as const,
  scorecards: (candidateId: string) => [...hiringKeys.all, 'scorecards', candidateId] as const,
  publicPosting: (token: string) => ['public-job-posting', token] as const,
};
