import type { PeopleDevelopmentSummary } from '@groundwork/domain/people-development';
import { ArrowRightIcon, ClipboardCheckIcon, ClipboardListIcon, FileTextIcon, MessagesSquareIcon, MessageSquareQuoteIcon, UserPlusIcon, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatShortDay } from '@/lib/format';
import { peopleDevelopmentPaths } from '../people-development-paths';


type HubCard = { key: string; title: string; path: string; icon: LucideIcon; description: string; figure?: string; detail?: string; warning?: boolean };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function hiringCards(): HubCard[] {
  return [
    { key: 'job-postings', title: 'Job postings', path: peopleDevelopmentPaths.jobPostings, icon: FileTextIcon, description: 'A posting for each open seat on the org chart, and the people who apply.' },
    { key: 'interview-questions', title: 'Interview questions', path: peopleDevelopmentPaths.interviewQuestions, icon: MessageSquareQuoteIcon, description: 'Questions for each position and each core value.' },
    { key: 'interview-scorecard', title: 'Interview scorecard', path: peopleDevelopmentPaths.interviewScorecard, icon: ClipboardListIcon, description: 'Each interviewer’s scores, side by side per candidate.' },
  ];
}

/** The three pages that grow the people the company has, each with its live figure. */
function growingCards(summary: PeopleDevelopmentSummary): HubCard[] {
  const { onboarding, oneOnOnes, reviews } = summary;
  const onboardingNow = onboarding.inProgress + onboarding.upcoming;
  return [
    {
      key: 'onboarding',
      title: '30-day onboarding',
      path: peopleDevelopmentPaths.onboarding,
      icon: UserPlusIcon,
      description: 'A checklist for each position, due on days 1, 7, 14 and 30, signed off by the manager.',
      figure: onboardingNow === 0 ? 'Nobody onboarding now' : `${plural(onboardingNow, 'new hire', 'new hires')} onboarding`,
      detail: onboarding.overdueItems > 0 ? `${plural(onboarding.overdueItems, 'item', 'items')} overdue` : onboardingNow > 0 ? 'Nothing overdue' : undefined,
      warning: onboarding.overdueItems > 0,
    },
    {
      key: 'one-on-ones',
      title: 'One-on-one meetings',
      path: peopleDevelopmentPaths.oneOnOnes,
      icon: MessagesSquareIcon,
      description: 'Each employee with their manager: an agenda, notes, and commitments that become to-dos.',
      figure: `${plural(oneOnOnes.thisMonth, 'one-on-one', 'one-on-ones')} this month`,
      detail: oneOnOnes.openCommitments > 0 ? `${plural(oneOnOnes.openCommitments, 'commitment', 'commitments')} open` : undefined,
    },
    {
      key: 'quarterly-reviews',
      title: 'Quarterly reviews',
      path: peopleDevelopmentPaths.quarterlyReviews,
      icon: ClipboardCheckIcon,
      description: 'Core values, the seat’s responsibilities, and gets it, wants it, capacity — every quarter.',
      figure: reviews.due === 0 ? 'No reviews due this quarter' : `${plural(reviews.due, 'review', 'reviews')} due by ${formatShortDay(reviews.dueDate)}`,
      detail: reviews.overdue > 0 ? `${plural(reviews.overdue, 'review', 'reviews')} overdue from last quarter` : reviews.shared > 0 ? `${reviews.shared} shared this quarter` : undefined,
      warning: reviews.overdue > 0,
    },
  ];
}

function CardList({ label, cards }: { label: string; cards: HubCard[] }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <li key={card.key} className="min-w-0">
          <Card className="h-full">
            <CardHeader className="flex flex-row items-start gap-3">
              <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-5">
                <card.icon />
              </span>
              <h3 className="pt-1.5 text-base leading-tight font-semibold text-foreground">{card.title}</h3>
            </CardHeader>
            <CardContent className="grid gap-3">
              {card.figure && (
                <div>
                  <p className="text-lg font-semibold break-words">{card.figure}</p>
                  {card.detail && <p className={card.warning ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>{card.detail}</p>}
                </div>
              )}
              <p className="text-sm break-words text-muted-foreground">{card.description}</p>
              <Link to={card.path} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                Open {card.title.toLowerCase()}
                <ArrowRightIcon aria-hidden className="size-4" />
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** People development's hub: growing the people the company has, with a live figure each, and hiring new ones. */
export function PeopleHub({ summary }: { summary: PeopleDevelopmentSummary }) {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="growing-heading" className="grid gap-3">
        <div>
          <h2 id="growing-heading" className="text-lg font-semibold">
            Growing your people
          </h2>
          <p className="text-sm text-muted-foreground">
            {summary.canManageAll ? 'Everyone with a manager on the org chart' : 'The people below your seat on the org chart'}: {plural(summary.people, 'person', 'people')}.
          </p>
        </div>
        <CardList label="Growing your people" cards={growingCards(summary)} />
      </section>
      <section aria-labelledby="hiring-heading" className="grid gap-3">
        <h2 id="hiring-heading" className="text-lg font-semibold">
          Hiring
        </h2>
        <CardList label="Hiring" cards={hiringCards()} />
      </section>
    </div>
  );
}
