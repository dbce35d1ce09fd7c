/**
 * What typically changes in the law of a practice area, one plain fact a line, by category
 * id (app/domain/reference/categories.ts). Shown beside answers older than
 * OLD_ANSWER_YEARS (app/domain/answer-context.ts). Only facts that hold in general; an area
 * without such a fact has no line.
 */
export const LAW_CHANGES: Readonly<Record<number, string>> = {
  1: 'Deadlines to sue and limits on damages are set by each state, and legislatures change them from time to time.',
  2: "Workers' compensation benefit maximums are set by each state, and many states adjust them every year.",
  7: 'Limits on damages in medical malpractice cases are set by each state; several have been changed by legislatures or struck down by courts.',
  8: 'Federal bankruptcy dollar amounts (exemptions, debt limits and others) are adjusted every three years, on April 1.',
  9: 'Many states have added their own family and medical leave laws, some of them paid, on top of the federal FMLA.',
  10: 'Child support guidelines are set by each state, which must review them at least every four years.',
  11: 'Criminal laws and sentencing rules change by legislation; some states have reduced or removed penalties for offences such as marijuana possession.',
  14: 'Immigration forms, fees and agency policies change often, by regulation and by agency guidance.',
  18: 'The federal estate and gift tax exemption amounts are adjusted for inflation every year.',
  52: 'Tax brackets, the standard deduction and many other federal tax figures are adjusted for inflation every year.',
  59: 'Minimum wages change often: many states and cities raise theirs every year.',
  66: 'Social Security benefit amounts and earnings limits are adjusted every year.',
  67: 'Federal rules on how debt collectors may contact people (Regulation F) took effect in November 2021; time limits to sue on a debt are set by each state.',
  69: 'DUI penalties, look-back periods and ignition-interlock rules are set by each state and have changed over the years.',
  73: "Medicaid's income and asset limits are adjusted every year.",
  84: 'VA disability compensation rates are adjusted every year.',
  85: 'Many states and cities have changed their landlord-tenant rules (notice periods, rent limits, eviction procedures) in recent years.',
};

/** The line for a category, or null when the area has none. */
export function lawChangeLine(categoryId: number): string | null {
  return LAW_CHANGES[categoryId] ?? null;
}
