import '@/components/layouts/print-sheet.css';
import type { CompanyInformation } from '@groundwork/domain/company-information';
import { PencilIcon, PrinterIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { directionGuides } from '../direction-guide';

/**
 * The one-page plan: purpose, core values, vision and mission with its roadmap, as one sheet that prints on a page
 * (the browser's Print → Save as PDF gives the PDF). Each part links to its editor; an empty one says what to write.
 */
export function DirectionPlan({ information, canEdit }: { information: CompanyInformation; canEdit: boolean }) {
  const { companyPurpose: purpose, companyValues: values, companyVision: vision, companyMission: mission } = information;
  const name = information.companyDetails.companyDisplayName || information.companyDetails.companyName;
  const updated = [purpose.lastUpdated, values.lastUpdated, vision.lastUpdated, mission.lastUpdated].filter((stamp): stamp is string => stamp !== null).sort().at(-1);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2" data-print="hide">
        <p className="text-sm text-muted-foreground">Print it, or choose “Save as PDF” in the print dialog, for the wall of the shop and the onboarding binder.</p>
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" />
          Print the plan
        </Button>
      </div>
      <article className="grid gap-6 rounded-xl border border-border bg-card p-6 shadow-xs sm:p-8 print:gap-4 print:text-sm" data-print="sheet" aria-labelledby="plan-title">
        <header className="space-y-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">One-page plan</p>
          <h2 id="plan-title" className="text-2xl font-semibold tracking-tight break-words">
            {name}
          </h2>
          {updated && <p className="text-xs text-muted-foreground">Last updated {formatDate(updated, information.companyDetails.timeZone)}</p>}
        </header>

        <div className="grid gap-6 md:grid-cols-2 print:grid-cols-2">
          <PlanPart title="Purpose" href={directionGuides.companyPurpose.href} canEdit={canEdit} empty={!purpose.purposeStatement}>
            <p className="break-words whitespace-pre-line">{purpose.purposeStatement}</p>
          </PlanPart>
          <PlanPart title="Vision" href={directionGuides.companyVision.href} canEdit={canEdit} empty={!vision.visionStatement && vision.focusAreas.length === 0}>
            <p className="break-words whitespace-pre-line">{vision.visionStatement}</p>
            <p className="text-xs text-muted-foreground">In {vision.timeframe}</p>
            {vision.focusAreas.length > 0 && (
              <ul className="list-disc space-y-1 pl-5">
                {vision.focusAreas.map((area) => (
                  <li key={area} className="break-words">
                    {area}
                  </li>
                ))}
              </ul>
            )}
          </PlanPart>
        </div>

        <PlanPart title="Core values" href={directionGuides.companyValues.href} canEdit={canEdit} empty={values.coreValues.length === 0}>
          <dl className="grid gap-3 sm:grid-cols-2 print:grid-cols-2">
            {values.coreValues.map((value) => (
              <div key={value.name} className="min-w-0">
                <dt className="font-medium break-words text-foreground">{value.name}</dt>
                {value.practice && <dd className="break-words text-muted-foreground">{value.practice}</dd>}
              </div>
            ))}
          </dl>
        </PlanPart>

        <PlanPart title="Mission" href={directionGuides.companyMission.href} canEdit={canEdit} empty={!mission.missionStatement && mission.roadmapPoints.every((point) => point.goals.every((goal) => !goal))}>
          <p className="break-words whitespace-pre-line">{mission.missionStatement}</p>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4" aria-label="Roadmap">
            {mission.roadmapPoints.map((point) => (
              <li key={point.title} className="min-w-0 rounded-lg border border-border p-3">
                <p className="mb-2 font-medium text-foreground">
                  {point.title}
                  {point.timeframe !== point.title && <span className="ml-1 text-xs font-normal text-muted-foreground">· {point.timeframe}</span>}
                </p>
                <ul className="list-disc space-y-1 pl-4 text-sm">
                  {point.goals.filter(Boolean).map((goal) => (
                    <li key={goal} className="break-words">
                      {goal}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </PlanPart>
      </article>
    </div>
  );
}

function PlanPart({ title, href, canEdit, empty, children }: { title: string; href: string; canEdit: boolean; empty: boolean; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2" aria-label={title}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-foreground">{title}</h3>
        {canEdit && (
          <Button asChild variant="ghost" size="sm" data-print="hide">
            <Link to={href} aria-label={`Edit the ${title.toLowerCase()}`}>
              <PencilIcon aria-hidden="true" />
              Edit
            </Link>
          </Button>
        )}
      </div>
      {empty ? <p className="text-sm text-muted-foreground italic">Not written yet.</p> : children}
    </section>
  );
}
