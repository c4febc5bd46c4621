import { ArrowLeftIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const links = [
  { to: paths.jobPostings, label: 'Job postings' },
  { to: paths.interviewQuestions, label: 'Interview questions' },
  { to: paths.interviewScorecard(), label: 'Interview scorecard' },
] as const;

/** The hiring pages of people development, one link each (the current one marked). */
export function HiringNav() {
  return (
    <nav aria-label="Hiring" className="mb-6 flex flex-wrap gap-1 border-b border-border">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.to !== paths.jobPostings}
          className={({ isActive }) =>
            cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** Back to the People Development hub, which the hiring pages belong to (a page header's action). */
export function BackToPeopleDevelopment() {
  return (
    <Button variant="outline" asChild>
      <Link to={paths.peopleDevelopment}>
        <ArrowLeftIcon aria-hidden="true" />
        People Development
      </Link>
    </Button>
  );
}
