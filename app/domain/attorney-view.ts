/**
 * One attorney directory result (document 2, section 3: attorney search result item): the
 * shape the data layer returns and the result card shows, declared once here.
 */
export interface AttorneySearchItem {
  id: number;
  slug: string;
  name: string;
  firm: string | null;
  city: string | null;
  state: string | null;
  country: string;
  photoUrl: string | null;
  photoFallbackUrl: string | null;
  practiceAreas: string[];
  totalAnswers: number;
  experienceYears: number | null;
  freeConsultation: boolean;
  successRate: number | null;
}
