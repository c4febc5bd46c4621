import type { Period } from '@groundwork/domain/reporting';
import type { Db } from '../../db/client';

/**
 * What a report's SQL aggregates are run with: the company (every query filters on it, so another company's data
 * never moves a figure), its time zone and today, the period asked for and the one it is compared with.
 */
export interface ReportContext {
  db: Db;
  companyId: string;
  /** IANA zone of the company information (timestamps become the company's calendar dates in it). */
  timeZone: string;
  /** The company's today, YYYY-MM-DD. */
  today: string;
  period: Period;
  comparison: Period | null;
  /**
   * Only the headline figures are wanted (the dashboard's cards): a report may leave out what only its rows need
   * (receivables then names no customer), and buildReport answers no sections.
   */
  headlineOnly?: boolean;
}
