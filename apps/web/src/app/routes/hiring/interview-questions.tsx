import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useInterviewQuestions } from '@/features/hiring/api/get-interview-questions';
import { BackToPeopleDevelopment, HiringNav } from '@/features/hiring/components/hiring-nav';
import { QuestionBankView } from '@/features/hiring/components/question-bank';

/** /business-development/people/interview-questions: the question bank, per seat, per core value and for every interview. */
export default function InterviewQuestionsRoute() {
  const bank = useInterviewQuestions();
  return (
    <Page>
      <PageHeader title="Interview questions" description="The questions every interviewer asks: for the seat, for each core value, and for every interview — in the order to ask them." actions={<BackToPeopleDevelopment />} />
      <HiringNav />
      {bank.isPending ? (
        <LoadingRows label="Loading the interview questions" />
      ) : bank.isError ? (
        <LoadError title="Could not load the interview questions" error={bank.error} onRetry={() => void bank.refetch()} />
      ) : (
        <QuestionBankView bank={bank.data} />
      )}
    </Page>
  );
}
