/** One subject an article is written about; several articles may share a subject. */
export interface ArticleSubject {
  /** Lower-case phrase used inside sentences: "car accident claims". */
  readonly name: string;
  /** Title-case phrase used in titles: "Car Accident Claims". */
  readonly title: string;
  /** Key topics, 3-6 of which each article lists. */
  readonly topics: readonly string[];
  /** Sentences stating the law and practice in general terms. */
  readonly facts: readonly string[];
  /** Concrete steps for the checklist section. */
  readonly checklist: readonly string[];
  /** A public resource to link: [https URL, label]. */
  readonly resource: readonly [string, string];
}

export interface ArticleCategoryPlan {
  readonly slug: string;
  /** Stored with HTML entities, as the spec's source data has them. */
  readonly name: string;
  readonly legalArea: string;
  /** How many articles the category gets: deliberately uneven. */
  readonly articleCount: number;
  readonly subjects: readonly ArticleSubject[];
}
