import type { SynonymFile } from '../synonyms.ts';
import criminal from './criminal.json' with { type: 'json' };
import dui from './dui.json' with { type: 'json' };
import family from './family.json' with { type: 'json' };
import landlordTenant from './landlord-tenant.json' with { type: 'json' };
import employment from './employment.json' with { type: 'json' };
import personalInjury from './personal-injury.json' with { type: 'json' };
import insurance from './insurance.json' with { type: 'json' };
import workersCompensation from './workers-compensation.json' with { type: 'json' };
import immigration from './immigration.json' with { type: 'json' };
import estate from './estate.json' with { type: 'json' };
import realEstate from './real-estate.json' with { type: 'json' };
import consumer from './consumer.json' with { type: 'json' };
import debtCollection from './debt-collection.json' with { type: 'json' };
import traffic from './traffic.json' with { type: 'json' };
import civilRights from './civil-rights.json' with { type: 'json' };
import smallClaims from './small-claims.json' with { type: 'json' };
import discrimination from './discrimination.json' with { type: 'json' };
import medicalMalpractice from './medical-malpractice.json' with { type: 'json' };
import socialSecurity from './social-security.json' with { type: 'json' };
import elder from './elder.json' with { type: 'json' };
import tax from './tax.json' with { type: 'json' };
import business from './business.json' with { type: 'json' };

/** The vocabulary's area files (docs/search.md, "Synonyms"), compiled after synonyms.json in this order. */
export const AREA_TABLES: readonly SynonymFile[] = [
  { file: 'synonyms/criminal.json', area: 'criminal', data: criminal },
  { file: 'synonyms/dui.json', area: 'dui', data: dui },
  { file: 'synonyms/family.json', area: 'family', data: family },
  { file: 'synonyms/landlord-tenant.json', area: 'landlord tenant', data: landlordTenant },
  { file: 'synonyms/employment.json', area: 'employment', data: employment },
  { file: 'synonyms/personal-injury.json', area: 'personal injury', data: personalInjury },
  { file: 'synonyms/insurance.json', area: 'insurance', data: insurance },
  { file: 'synonyms/workers-compensation.json', area: 'workers compensation', data: workersCompensation },
  { file: 'synonyms/immigration.json', area: 'immigration', data: immigration },
  { file: 'synonyms/estate.json', area: 'estate', data: estate },
  { file: 'synonyms/real-estate.json', area: 'real estate', data: realEstate },
  { file: 'synonyms/consumer.json', area: 'consumer', data: consumer },
  { file: 'synonyms/debt-collection.json', area: 'debt collection', data: debtCollection },
  { file: 'synonyms/traffic.json', area: 'traffic', data: traffic },
  { file: 'synonyms/civil-rights.json', area: 'civil rights', data: civilRights },
  { file: 'synonyms/small-claims.json', area: 'small claims', data: smallClaims },
  { file: 'synonyms/discrimination.json', area: 'discrimination', data: discrimination },
  { file: 'synonyms/medical-malpractice.json', area: 'medical malpractice', data: medicalMalpractice },
  { file: 'synonyms/social-security.json', area: 'social security', data: socialSecurity },
  { file: 'synonyms/elder.json', area: 'elder law', data: elder },
  { file: 'synonyms/tax.json', area: 'tax', data: tax },
  { file: 'synonyms/business.json', area: 'business', data: business },
];
