import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/lib/paths';

const screens = [
  { to: paths.marketingPlan, label: 'Marketing plan', description: 'The year’s revenue goal turned into the leads, estimates and jobs it needs, and a budget by channel.' },
  { to: paths.marketingChannels, label: 'Channels', description: 'What each channel cost and brought in: leads, won jobs, revenue, cost per lead and return.' },
  { to: paths.idealClientAvatar, label: 'Ideal client avatar', description: 'Who you want more of, and how many of today’s customers fit, by revenue.' },
  { to: paths.campaignCalendar, label: 'Campaign calendar', description: 'Campaigns by month and season, and what each brought in once it ran.' },
  { to: paths.contentStrategy, label: 'Content strategy', description: 'Topics, formats and the publishing schedule, piece by piece.' },
] as const;

/** The marketing screens, for the Business Development landing page. */
export function MarketingLinks() {
  return (
    <section aria-labelledby="marketing-heading" className="mt-8 grid gap-3">
      <h2 id="marketing-heading" className="text-lg font-semibold">
        Marketing
      </h2>
      <ul aria-label="Marketing tools" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {screens.map((screen) => (
          <li key={screen.to} className="min-w-0">
            <Card className="h-full">
              <CardHeader>
                <h3 className="text-base leading-tight font-semibold text-foreground">{screen.label}</h3>
              </CardHeader>
              <CardContent className="grid gap-3">
                <p className="text-sm break-words">{screen.description}</p>
                <Link to={screen.to} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline">
                  Open {screen.label.toLowerCase()}
                  <ArrowRightIcon aria-hidden className="size-4" />
                </Link>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
