import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const links = [
  { to: paths.marketingPlan, label: 'Plan' },
  { to: paths.marketingChannels, label: 'Channels' },
  { to: paths.idealClientAvatar, label: 'Ideal client' },
  { to: paths.campaignCalendar, label: 'Campaigns' },
  { to: paths.contentStrategy, label: 'Content' },
] as const;

/** The five marketing screens, one click apart. */
export function MarketingNav() {
  return (
    <nav aria-label="Marketing" className="mb-6 -mt-2 overflow-x-auto">
      <ul className="flex w-max min-w-full gap-1 border-b border-border">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex items-center border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  isActive && 'border-primary text-foreground',
                  !isActive && 'border-transparent',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
