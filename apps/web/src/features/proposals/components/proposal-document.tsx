import { detailText, proposalFileName, visitsText, type PublicProposal } from '@groundwork/domain/proposals';
import { salesTaxLabel } from '@groundwork/domain/sales-tax';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { AddressBlock } from '@/components/layouts/public-document';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDate, formatDay, formatUnitRate } from '@/lib/format';
import { publicProposalUrls } from '../api/download-proposal-pdf';

/**
 * The proposal as the client reads it: the company's logo and details, client, property, the services with their
 * prices (never costs, hours or margins: the server sends none), subtotal, tax, total, terms and the expiry date.
 */
export function ProposalDocument({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const { company } = proposal;
  const timeZone = useCompanyTimeZone();
  const [logoFailed, setLogoFailed] = useState(false);
  const contact = [company.phone, company.email, company.website].filter((value) => value.trim() !== '');

  return (
    <div className="grid gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          {company.hasLogo && !logoFailed && (
            <img
              src={publicProposalUrls.logo(token)}
              alt={`${company.name} logo`}
              className="h-16 w-auto max-w-40 object-contain"
              onError={() => setLogoFailed(true)}
            />
          )}
          <div className="grid gap-1">
            <p className="text-lg font-semibold text-foreground">{company.name}</p>
            <AddressBlock lines={company.addressLines} />
            {contact.length > 0 && <p className="text-sm text-muted-foreground">{contact.join(' · ')}</p>}
          </div>
        </div>
        <a
          href={publicProposalUrls.pdf(token)}
          download={proposalFileName(proposal.number)}
          className="inline-flex h-10 shrink-0 items-center gap-2 self-start rounded-md border border-input bg-card px-4 text-sm font-medium text-foreground shadow-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none print:hidden"
        >
          <DownloadIcon className="size-4" aria-hidden="true" />
          Download PDF
        </a>
      </header>

      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">Proposal #{proposal.number}</h1>
        <p className="text-sm text-muted-foreground">
          {proposal.sentAt && <>Sent {formatDate(proposal.sentAt, timeZone)} · </>}
          Valid until {formatDay(proposal.expiresOn)}
        </p>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="proposal-client" className="grid content-start gap-1">
          <h2 id="proposal-client" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Prepared for
          </h2>
          <p className="font-medium text-foreground">{proposal.client.name}</p>
          <AddressBlock lines={proposal.client.addressLines} />
        </section>
        {proposal.property && (
          <section aria-labelledby="proposal-property" className="grid content-start gap-1">
            <h2 id="proposal-property" className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              Property
            </h2>
            {proposal.property.name && <p className="font-medium text-foreground">{proposal.property.name}</p>}
            <AddressBlock lines={proposal.property.addressLines} />
          </section>
        )}
      </div>

      {proposal.description.trim() && <p className="text-base leading-relaxed whitespace-pre-wrap text-foreground">{proposal.description}</p>}

      <section aria-labelledby="proposal-services" className="grid gap-3">
        <h2 id="proposal-services" className="text-lg font-semibold text-foreground">
          Services
        </h2>
        <table className="w-full text-sm">
          <caption className="sr-only">Services and prices</caption>
          <thead>
            <tr className="border-b border-border text-left text-xs tracking-wide text-muted-foreground uppercase">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Service
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {proposal.lines.map((line, index) => (
              <tr key={index} className="border-b border-border align-top break-inside-avoid">
                <td className="py-3 pr-4">
                  <span className="block font-medium text-foreground">{line.name}</span>
                  {visitsText(line, formatCurrency) && <span className="block text-foreground tabular-nums">{visitsText(line, formatCurrency)}</span>}
                  {line.description.trim() && <span className="mt-0.5 block whitespace-pre-wrap text-muted-foreground">{line.description}</span>}
                  {line.details.length > 0 && (
                    <ul className="mt-1.5 grid gap-0.5 text-muted-foreground" aria-label={`${line.name}: what it includes`}>
                      {line.details.map((detail, detailIndex) => (
                        <li key={detailIndex} className="flex justify-between gap-4">
                          <span className="min-w-0 break-words">{detailText(detail, formatUnitRate)}</span>
                          <span className="whitespace-nowrap tabular-nums">{formatCurrency(detail.amount)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="py-3 text-right whitespace-nowrap tabular-nums">{formatCurrency(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="break-inside-avoid">
            <tr>
              <th scope="row" className="pt-3 pr-4 text-right font-normal text-muted-foreground">
                Subtotal
              </th>
              <td className="pt-3 text-right tabular-nums">{formatCurrency(proposal.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className="pt-1 pr-4 text-right font-normal text-muted-foreground">
                {salesTaxLabel(proposal.taxRateName, proposal.taxRatePercent)}
              </th>
              <td className="pt-1 text-right tabular-nums">{formatCurrency(proposal.tax)}</td>
            </tr>
            <tr className="text-base font-semibold text-foreground">
              <th scope="row" className="pt-2 pr-4 text-right">
                Total
              </th>
              <td className="pt-2 text-right tabular-nums">{formatCurrency(proposal.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      {proposal.terms.trim() && (
        <section aria-labelledby="proposal-terms" className="grid gap-2 break-inside-avoid">
          <h2 id="proposal-terms" className="text-lg font-semibold text-foreground">
            Terms
          </h2>
          <p className="text-sm leading-relaxed whitespace-pre-wrap text-muted-foreground">{proposal.terms}</p>
        </section>
      )}
    </div>
  );
}
