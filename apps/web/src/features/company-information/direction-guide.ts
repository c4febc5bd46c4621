import type { DirectionSection } from '@groundwork/domain/company-information';
import { paths } from '@/lib/paths';

/**
 * What each direction screen asks for, why, and starters a landscaping company can adapt (issue 18, "Direction").
 * The screens' words live here so the editor and the one-page plan say the same thing.
 */
export interface DirectionGuide {
  section: DirectionSection;
  title: string;
  href: string;
  /** One sentence under the page title. */
  summary: string;
  /** How to write it: two or three short points. */
  tips: readonly string[];
  /** Starters to adapt: a click puts one in the form. */
  starters: readonly string[];
}

export const directionGuides: Record<DirectionSection, DirectionGuide> = {
  companyPurpose: {
    section: 'companyPurpose',
    title: 'Purpose',
    href: paths.directionPurpose,
    summary: 'Why the company exists beyond making money — the reason your best people stay on a wet Tuesday in April.',
    tips: [
      'One or two sentences a crew member could repeat from memory.',
      'Say who you serve and what changes for them, not what you sell.',
      'It should stay true for decades; goals change, purpose does not.',
    ],
    starters: [
      'We give families and businesses outdoor spaces they are proud of, all year round.',
      'We build a company where hard-working people grow careers, not just mow lawns.',
      'We take the worry of property care off our clients’ shoulders, so they can enjoy their time outside.',
    ],
  },
  companyValues: {
    section: 'companyValues',
    title: 'Core values',
    href: paths.directionValues,
    summary: 'The three to seven rules you hire, fire, reward and coach by — each with what it looks like on a job site.',
    tips: [
      'Name each value in a few words, then say what it looks like in practice.',
      'A value nobody would argue against ("integrity") says little; a behaviour ("we call before we are late") says a lot.',
      'Use them in reviews and meetings, or they are just a poster.',
    ],
    starters: [
      'Do it right the first time — we walk the property before we leave; a callback is a job we failed to finish.',
      'Show up when we say we will — the crew arrives in the window we gave, and the office calls before the client has to.',
      'Own the outcome — whoever sees the problem, fixes it or makes sure someone does.',
      'Safety before speed — nobody skips the eye protection or the trailer check to save ten minutes.',
      'Leave it better than we found it — beds edged, clippings blown off the drive, gates closed.',
    ],
  },
  companyVision: {
    section: 'companyVision',
    title: 'Vision',
    href: paths.directionVision,
    summary: 'Where the company will be in five to ten years: big enough to picture, specific enough to plan towards.',
    tips: [
      'Paint the picture: revenue, crews, the work you do and the work you no longer do.',
      'Name the focus areas that get you there — the few things you will be known for.',
      'Revisit it once a year at the annual planning meeting.',
    ],
    starters: [
      'A $3 million design-build and maintenance company with eight crews, known as the most dependable name in the Twin Cities.',
      'Half our revenue from recurring maintenance contracts, with an owner who works on the business, not in a truck.',
      'The employer of choice for landscape professionals in our region, with leaders grown from our own crews.',
    ],
  },
  companyMission: {
    section: 'companyMission',
    title: 'Mission and roadmap',
    href: paths.directionMission,
    summary: 'What you do every day to live the purpose, and the road from where you are to the vision — in four steps.',
    tips: [
      '“You Are Here” is an honest snapshot: revenue, crews, what is working and what is not.',
      'Each step has three goals you can measure: revenue, a hire, a system, a customer number.',
      'The 6-month goals become this and next quarter’s priorities.',
    ],
    starters: [
      'Reliable maintenance, thoughtful design and honest pricing for every client.',
      'We care for our clients’ properties as if they were our own, and for our people as if they were family.',
      'Every visit on time, every estimate within two days, every client called back the same day.',
    ],
  },
};

export const directionOrder: readonly DirectionSection[] = ['companyPurpose', 'companyValues', 'companyVision', 'companyMission'];
