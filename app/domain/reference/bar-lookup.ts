/**
 * Where the public can check that a lawyer is licensed, by US state (USPS code): the body
 * that keeps the roll and the page of its site to start from. Where we know the page of the
 * public lookup itself we link it; otherwise the body's home page, which leads to it.
 * Sites move their pages: review this table when a link breaks (docs/data-format.md).
 */
export interface BarLookup {
  /** The licensing body, as a visitor would name it ("the State Bar of California"). */
  readonly body: string;
  readonly url: string;
}

const ROWS: ReadonlyArray<readonly [code: string, body: string, url: string]> = [
  ['AL', 'the Alabama State Bar', 'https://www.alabar.org/'],
  ['AK', 'the Alaska Bar Association', 'https://alaskabar.org/'],
  ['AZ', 'the State Bar of Arizona', 'https://www.azbar.org/'],
  ['AR', 'the Arkansas Judiciary', 'https://www.arcourts.gov/'],
  ['CA', 'the State Bar of California', 'https://apps.calbar.ca.gov/attorney/LicenseeSearch/QuickSearch'],
  ['CO', 'the Colorado Supreme Court', 'https://www.coloradosupremecourt.com/Search/AttSearch.asp'],
  ['CT', 'the Connecticut Judicial Branch', 'https://www.jud.ct.gov/attorneyfirminquiry/'],
  ['DE', 'the Delaware Courts', 'https://courts.delaware.gov/'],
  ['DC', 'the D.C. Bar', 'https://www.dcbar.org/'],
  ['FL', 'The Florida Bar', 'https://www.floridabar.org/directories/find-mbr/'],
  ['GA', 'the State Bar of Georgia', 'https://www.gabar.org/'],
  ['HI', 'the Hawaii State Bar Association', 'https://hsba.org/'],
  ['ID', 'the Idaho State Bar', 'https://isb.idaho.gov/'],
  ['IL', 'the Illinois ARDC', 'https://www.iardc.org/Lawyer/Search'],
  ['IN', 'the Indiana Roll of Attorneys', 'https://courtapps.in.gov/rollofattorneys'],
  ['IA', 'the Iowa Judicial Branch', 'https://www.iowacourts.gov/'],
  ['KS', 'the Kansas Judicial Branch', 'https://www.kscourts.gov/'],
  ['KY', 'the Kentucky Bar Association', 'https://www.kybar.org/'],
  ['LA', 'the Louisiana State Bar Association', 'https://www.lsba.org/Public/MemberDirectory.aspx'],
  ['ME', 'the Maine Board of Overseers of the Bar', 'https://www.mebaroverseers.org/'],
  ['MD', 'the Maryland Judiciary', 'https://www.mdcourts.gov/'],
  ['MA', 'the Massachusetts Board of Bar Overseers', 'https://www.massbbo.org/'],
  ['MI', 'the State Bar of Michigan', 'https://www.michbar.org/'],
  ['MN', 'the Minnesota Lawyers Professional Responsibility Board', 'https://lprb.mncourts.gov/'],
  ['MS', 'The Mississippi Bar', 'https://www.msbar.org/'],
  ['MO', 'The Missouri Bar', 'https://mobar.org/'],
  ['MT', 'the State Bar of Montana', 'https://www.montanabar.org/'],
  ['NE', 'the Nebraska Supreme Court', 'https://supremecourt.nebraska.gov/'],
  ['NV', 'the State Bar of Nevada', 'https://nvbar.org/'],
  ['NH', 'the New Hampshire Bar Association', 'https://www.nhbar.org/'],
  ['NJ', 'the New Jersey Courts', 'https://www.njcourts.gov/'],
  ['NM', 'the State Bar of New Mexico', 'https://www.sbnm.org/'],
  ['NY', 'the New York State Unified Court System', 'https://iapps.courts.state.ny.us/attorneyservices/search'],
  ['NC', 'the North Carolina State Bar', 'https://www.ncbar.gov/'],
  ['ND', 'the North Dakota Courts', 'https://www.ndcourts.gov/'],
  ['OH', 'the Supreme Court of Ohio', 'https://www.supremecourt.ohio.gov/AttorneySearch/'],
  ['OK', 'the Oklahoma Bar Association', 'https://www.okbar.org/'],
  ['OR', 'the Oregon State Bar', 'https://www.osbar.org/members/membersearch_display.asp'],
  ['PA', 'the Disciplinary Board of the Supreme Court of Pennsylvania', 'https://www.padisciplinaryboard.org/for-the-public/find-attorney'],
  ['RI', 'the Rhode Island Judiciary', 'https://www.courts.ri.gov/'],
  ['SC', 'the South Carolina Bar', 'https://www.scbar.org/'],
  ['SD', 'the State Bar of South Dakota', 'https://www.statebarofsouthdakota.com/'],
  ['TN', 'the Tennessee Board of Professional Responsibility', 'https://www.tbpr.org/'],
  ['TX', 'the State Bar of Texas', 'https://www.texasbar.com/AM/Template.cfm?Section=Find_A_Lawyer'],
  ['UT', 'the Utah State Bar', 'https://www.utahbar.org/'],
  ['VT', 'the Vermont Judiciary', 'https://www.vermontjudiciary.org/'],
  ['VA', 'the Virginia State Bar', 'https://www.vsb.org/'],
  ['WA', 'the Washington State Bar Association', 'https://www.mywsba.org/PersonifyEbusiness/LegalDirectory.aspx'],
  ['WV', 'the West Virginia State Bar', 'https://wvbar.org/'],
  ['WI', 'the State Bar of Wisconsin', 'https://www.wisbar.org/'],
  ['WY', 'the Wyoming State Bar', 'https://www.wyomingbar.org/'],
];

export const BAR_LOOKUPS: ReadonlyMap<string, BarLookup> = new Map(ROWS.map(([code, body, url]) => [code, { body, url }]));

/** The lookup of a US state, or undefined for territories and places outside the US. */
export function barLookup(country: string, state: string | null): BarLookup | undefined {
  return country === 'US' && state ? BAR_LOOKUPS.get(state) : undefined;
}
