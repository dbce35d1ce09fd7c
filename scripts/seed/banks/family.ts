import { PATERNITY_STORY } from './family-paternity.ts';
import type { CategoryBank } from './types.ts';

/** Family law, divorce, custody and adoption: the largest share of the archive. */
export const FAMILY_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 10,
    weight: 16,
    people: [
      "My ex's lawyer, {person1} of {firm}, sends me letters I do not understand.",
      'The mediator, {person2}, said we should talk to lawyers first.',
      'We live in {town}, about an hour from the courthouse.',
    ],
    slots: {
      ex: ['my ex', 'my ex-wife', 'my ex-husband', "my son's father", "my daughter's mother", "my kids' dad"],
      kids: ['my son', 'my daughter', 'our two kids', 'our 6-year-old', 'my 4-year-old daughter', 'our three children'],
    },
    stories: [
      {
        tags: ['child custody', 'relocation', 'visitation'],
        gists: [
          'Ex moving the kids to {newPlace}',
          'Move-away with joint custody',
          'Ex announced a move to {newPlace} by text',
        ],
        slots: {
          newPlace: [
            'Texas',
            'Florida',
            'Ohio',
            'Arizona',
            'Georgia',
            'her parents in Oregon',
            'his new job in Colorado',
          ],
        },
        titles: [
          'Can {ex} move {kids} to {newPlace} without my permission?',
          'Ex wants to relocate with the kids to {newPlace} - do I have a say?',
          'What happens to my visitation if the kids move to {newPlace}?',
          'Do I need a lawyer to stop my ex from moving the kids out of state?',
          'How long do I have to object to a move-away request in {place}?',
          'Custody order says joint custody, ex just told me they are moving to {newPlace}',
        ],
        openings: [
          '{ex} told me last {weekday} that they are moving {kids} to {newPlace} in {month}.',
          'We have joint custody of {kids} under an order from {city}, and {ex} now wants to move to {newPlace}.',
          'I see {kids} every other weekend and Wednesday nights, and {ex} just announced a move to {newPlace}.',
          '{ex} got a job offer in {newPlace} and says {kids} are going too, whether I like it or not.',
          'Our parenting plan from {city} gives me every other week with {kids}, and now {ex} wants to relocate to {newPlace}.',
        ],
        details: [
          'The move would put {kids} about {count}00 miles away from me.',
          'The custody order was signed {duration} ago and says nothing about moving.',
          'I have never missed a weekend and I coach soccer on Saturdays.',
          'The reason given is a new job that pays {salary} a year.',
          'Nothing has been filed with the court yet, it was just a text message.',
          'Our parenting coordinator, {first} {surname}, said we should try mediation first.',
        ],
        asks: [
          'Can they just leave, or do they need the judge to approve the move?',
          'What can I do to stop this move?',
          'If the move happens, will the schedule change to summers and holidays?',
        ],
        advice: [
          'Most states require the parent who wants to relocate to give written notice and get either your consent or a court order before moving {kids} out of state.',
          'If {ex} leaves without consent or an order, file for an emergency order right away; courts do not like a parent who moves first and asks later.',
          'The judge will weigh the reason for the move to {newPlace} against the effect on your relationship with {kids}, and your record of never missing a weekend matters.',
          'Do not agree to anything by text; if you object, say so in writing and keep a copy.',
          'If the move is allowed, ask for a long-distance schedule with most of the summer, alternating holidays and a rule on who pays for travel.',
          'Check your order for a relocation clause; some orders from {city} set a mileage limit and a notice period.',
        ],
        views: [
          [
            'Mediation is worth trying first; a long-distance plan both of you wrote usually works better than one a judge imposes.',
            'I would not wait for mediation: file an objection now, because the clock on a relocation notice can be short and silence may count as consent.',
          ],
        ],
      },
      {
        tags: ['child support', 'modification'],
        gists: [
          'Laid off and paying {smallAmount} in child support',
          'Child support set when I made {salary}',
          'Hours cut in half, child support the same',
        ],
        titles: [
          'Can I lower my child support after losing my job at {employerCo}?',
          'Lost my job - how long does it take to modify child support in {place}?',
          'What happens if I cannot pay my {smallAmount} child support this month?',
          'Child support was set when I made {salary} a year, now I make much less',
          'Do I need a lawyer to file a child support modification?',
          'How much will my child support go down if my hours were cut?',
        ],
        openings: [
          'I was laid off from {employerCo} in {month} and my child support of {smallAmount} a month is now more than my unemployment check.',
          'My child support was set at {smallAmount} a month when I made {salary} a year, but my hours were cut in half.',
          'I pay {smallAmount} a month for {kids} and I just lost my job as {job}.',
          '{employerCo} closed my location in {month}, and I cannot keep paying {smallAmount} a month in child support on unemployment.',
          'I want to ask the court to lower my child support because I lost my job at {employerCo}.',
        ],
        details: [
          'I have been applying everywhere and have a list of the jobs I applied for.',
          'My ex says I quit on purpose to get out of paying, which is not true.',
          'I already fell behind by one payment and the state agency sent a letter.',
          'The order was made in {city} {duration} ago.',
          'I still see {kids} every weekend and buy their clothes and school things.',
        ],
        asks: [
          'Can I just pay less until I find a new job?',
          'How do I ask the court to lower the amount, and how long will it take?',
          'Will they suspend my license if I fall behind?',
        ],
        advice: [
          'A modification usually runs only from the date you file, so file now; every month you wait at {smallAmount} stays owed even if the court lowers it later.',
          'Do not simply pay less on your own: the full {smallAmount} keeps accruing and arrears can lead to intercepted tax refunds, a suspended license and contempt.',
          'Bring proof of the layoff from {employerCo}, your unemployment award letter and your job search log to the hearing.',
          'Child support guidelines use actual income, but a judge can impute income to a parent who is underemployed by choice, so your job search record answers the claim that you quit on purpose.',
          'Many states let you file the modification through the child support agency for free, though it can take a few months.',
          'Pay what you can in the meantime and keep the receipts; partial payment looks far better than none.',
        ],
        views: [
          [
            'In my experience a temporary job loss of a few months rarely leads to a lower order, so focus on paying something and getting back to work.',
            'I disagree that a short layoff is not enough; file anyway, because the judge can lower the order for the months you are out of work and restore it later.',
          ],
        ],
      },
      {
        tags: ['alimony', 'spousal support', 'divorce'],
        gists: [
          'Alimony after {years} years of marriage',
          'Stay-at-home spouse asking for alimony',
          'Husband says I will owe him spousal support',
        ],
        titles: [
          'Will I have to pay alimony after a {years}-year marriage?',
          'How much alimony does a stay-at-home spouse get in {place}?',
          'How long does alimony last after {years} years of marriage?',
          'I earn more than my husband - will I have to pay him spousal support?',
          'Can alimony end if my ex moves in with a new partner?',
          'Do I need a lawyer to fight an alimony request?',
        ],
        openings: [
          'We were married {years} years and my spouse, who has not worked since the kids were born, is asking for alimony.',
          'I make about {salary} a year and after {years} years of marriage my husband says I will owe him spousal support.',
          'I have been a stay-at-home mom for most of our {years}-year marriage and my husband filed for divorce in {month}.',
          'After a {years}-year marriage my wife filed for divorce, and her lawyer says I should expect to pay alimony.',
          'I earn {salary} and my spouse earns much less, and we are divorcing after {years} years, so alimony is the big question.',
        ],
        details: [
          'We have {kids} and the house in {town} is in both our names.',
          'My spouse has a degree and worked as {job} before we married.',
          'I pay all the bills and the mortgage of {rent} a month.',
          'We separated in {month} and nothing temporary has been ordered yet.',
          'My spouse has been living with a new partner for {duration}.',
        ],
        asks: [
          'How long would the alimony last?',
          'How do judges decide how much spousal support to award?',
          'Is there a way to avoid paying it altogether?',
        ],
        advice: [
          'Alimony turns on the length of the marriage, the gap in incomes and whether the other spouse can become self-supporting; after {years} years it is a real possibility.',
          'Many states use a rule of thumb of half the length of the marriage for the duration of support, though judges are not bound by it.',
          'The earning capacity of a spouse who worked as {job} before the marriage matters; the court can expect a return to work within a reasonable time.',
          'Living with a new partner can be grounds to reduce or end alimony in many states, but you usually need proof of shared finances, not only a shared address.',
          'Ask for a temporary order early, so the mortgage and the bills are divided while the divorce is pending.',
          'A negotiated lump sum, or a larger share of the property instead of monthly payments, is often a better deal for both sides.',
        ],
        views: [
          [
            'After {years} years I would expect the court to award some support, so negotiate the amount and the end date rather than fighting whether it is owed.',
            'I would not concede support so quickly; if your spouse can return to work as {job}, a short rehabilitative award or none at all is a fair argument.',
          ],
        ],
      },
      {
        tags: ['annulment', 'divorce', 'bigamy'],
        gists: [
          'Husband was never divorced from his first wife',
          'Spouse lied about being divorced',
          'Annulment for bigamy after {duration}',
        ],
        titles: [
          'Can I get an annulment instead of a divorce after {duration} of marriage?',
          'My husband was still married to someone else - is our marriage void?',
          'How long after the wedding can you ask for an annulment in {place}?',
          'What happens to our property if the marriage is annulled?',
          'Do I need a lawyer for an annulment or can I file it myself?',
        ],
        openings: [
          'I found out {duration} after our wedding that my husband was never divorced from his first wife, and I want an annulment.',
          'We married in {city} in {month} and I want an annulment because my wife hid that she was still married to someone else.',
          'After {duration} of marriage I learned that my spouse lied about being divorced, and I would like the marriage annulled, not a divorce.',
          'My marriage is only {duration} old, and I learned my spouse was still legally married to someone else when we married.',
          'I want an annulment instead of a divorce because my husband hid a marriage that never ended.',
        ],
        details: [
          'His first wife, {first} {surname}, contacted me on social media.',
          'We have no children together and we rent an apartment.',
          'I put {amount} of my savings into his truck and his credit card debt.',
          'My church also says an annulment would matter to us.',
          'The marriage license was issued in {city}.',
        ],
        asks: [
          'Is the marriage void, and do I still need to go to court?',
          'Can I get my money back if the marriage is annulled?',
          'What is the difference between an annulment and a divorce here?',
        ],
        advice: [
          'A marriage to someone who is still married to another person is void in every state, but you still want a court judgment declaring it void so the record is clear.',
          'Ask the court to annul on the ground of bigamy, and bring proof of the first marriage, such as a certified copy of the first marriage certificate and proof there was no divorce.',
          'A religious annulment and a civil annulment are separate; the court order does not bind your church and the church decree does not change the civil record.',
          'In an annulment some states still let the court divide property and order repayment of the {amount} you put in, often under a putative spouse rule that protects the innocent party.',
          'Deadlines differ by ground: fraud usually must be raised soon after you discover it, while a void marriage can be challenged at any time.',
          'Bigamy can also be a crime, but whether to report it is a separate decision from your family case.',
        ],
        views: [
          [
            'Because the marriage is void, an annulment is the right path and usually faster than a divorce.',
            'I would consider filing for divorce instead: the property rules are clearer and the result is the same for you in practice, with less to prove.',
          ],
        ],
      },
      {
        tags: ['property division', 'divorce', 'marital property'],
        gists: ['Spouse wants half of the {asset} I had before we married', 'Divorce and my premarital {asset}'],
        slots: { asset: ['house', '401k', 'business', 'rental property', 'pension', 'inheritance'] },
        titles: [
          'Is the {asset} I had before the wedding marital property?',
          'Do I have to split my {asset} in the divorce?',
          'How much of the {asset} does my spouse get after {years} years?',
          'Spouse says half the {asset} is hers - can she claim it?',
          'What happens to the {asset} if we sell during the divorce?',
        ],
        openings: [
          'I owned the {asset} before we married, and now my spouse wants half of it in the divorce.',
          'We have been married {years} years and are divorcing, and the big question is the {asset}, which was mine before the wedding.',
          'My husband filed for divorce in {month} and his lawyer says the {asset} is marital property.',
          'The {asset} was mine before the wedding, and now my wife says it is marital property because we paid on it together.',
          'We are divorcing after {years} years, and I need to know if the {asset} I had before we married counts as marital property.',
        ],
        details: [
          'We paid on it together during the marriage from our joint account.',
          'The {asset} was worth about {bigAmount} when we married.',
          'Only my name is on the paperwork.',
          'My parents gave me {amount} toward it and I have the bank records.',
          'His lawyer is with {firm}.',
        ],
        asks: [
          'Is it mine or do we split it?',
          'How will the judge divide it?',
          'Should I get an appraisal before we negotiate?',
        ],
        advice: [
          'Property you owned before the marriage usually stays separate, but the increase in value paid for with marital money can be divided.',
          'Trace the money: records showing the {bigAmount} starting value and what was paid during the marriage from the joint account decide how much of the {asset} is marital.',
          'Gifts and inheritances to one spouse are usually separate, but mixing them into a joint account can turn them into marital property.',
          'Whose name is on the title does not decide the question by itself; the source of the money does.',
          'Get a written valuation as of the date of marriage and as of today; without it the court may treat the whole {asset} as marital.',
        ],
        views: [
          [
            'With the records you describe, I think you have a strong claim to keep most of the {asset} as separate property.',
            'I am less optimistic: years of payments from a joint account can make a large part of the {asset} marital, so plan for a split of the growth.',
          ],
        ],
      },
      {
        tags: ['child custody', 'drug use', 'emergency custody'],
        gists: ['Scared for my kids: {incident}', 'Custody after {incident}'],
        slots: {
          incident: [
            'I found pills on the kitchen table at pickup',
            'my ex was arrested for DUI with the kids in the car',
            'my ex failed a drug test for work',
            'my ex passed out during a visit',
          ],
        },
        titles: [
          'What happens to custody if {incident}?',
          'Can I keep the kids home after {incident}?',
          'How fast can I get emergency custody in {place}? Last week {incident}',
          'Do I need a lawyer to ask for drug testing now that {incident}?',
          'Can I get full custody because {incident}?',
        ],
        openings: [
          'We share custody of {kids}, and last {weekday} {incident}.',
          'I am scared for {kids} because {incident}.',
          'My ex and I have joint custody of {kids}, and on {weekday} {incident}.',
          'I need to know what happens to custody now, because {incident}.',
        ],
        details: [
          'Our order from {city} gives us equal time.',
          'The kids told me their parent was asleep most of the afternoon.',
          'I have photos and text messages from that day.',
          'The police report lists the officer as {first} {surname}.',
          'I have not sent the kids back since then.',
          'My ex says it was a one-time thing and a misunderstanding.',
        ],
        asks: [
          'Can I keep the kids until a judge decides?',
          'How do I ask for drug testing?',
          'What are my chances of getting sole custody?',
        ],
        advice: [
          'If there is any danger to {kids}, ask the court for an emergency ex parte order today; judges hear these the same day or the next.',
          'Keeping the children without an order can be held against you unless you file right away and explain why.',
          'You can ask the court to order hair-follicle or random urine testing, and many judges order it when there is an arrest or photos.',
          'Get a certified copy of any police report, and print the photos and messages with their dates.',
          'A judge will usually prefer supervised visits and treatment over cutting off the other parent entirely, at least at first.',
          'Ask for a temporary order that visits be supervised and that no one drives the children after drinking.',
          'Write down what the children said, when and in what words, but do not question them again; courts dislike coached children.',
        ],
        views: [
          [
            'I would keep the children home and file for emergency custody the same day; the facts you describe justify it.',
            'I would return the children under the order and file the emergency motion at once; a parent who withholds without an order risks contempt even with good reasons.',
          ],
        ],
      },
      {
        tags: ['divorce', 'uncontested divorce', 'filing'],
        gists: ['Simple divorce, no kids, no house', 'We agree on everything and want a divorce'],
        titles: [
          'How long does an uncontested divorce take in {place}?',
          'Can we file for divorce ourselves if we agree on everything?',
          'How much does a simple divorce cost in {city}?',
          'What happens if my spouse will not sign the divorce papers?',
          'Do I need a lawyer for a divorce with no kids and no house?',
        ],
        openings: [
          'My wife and I agree on everything and want a simple divorce after {years} years of marriage.',
          'We have no kids and no house, and both of us want to end our marriage without lawyers.',
          'My husband and I separated in {month} and we have agreed how to split our savings and the cars.',
          'We want an uncontested divorce: no children, a lease we can both get out of, and {amount} in savings to split.',
          'My wife and I want to file for divorce together in {place} and want to know how long it takes when we agree on everything.',
        ],
        details: [
          'We have about {amount} in a joint savings account.',
          'She moved to {town} and I stayed in our apartment.',
          'Neither of us wants alimony.',
          'The court website for {city} has forms but they are confusing.',
        ],
        asks: [
          'How long will it take from filing to final?',
          'Do we both have to go to court?',
          'Is it safe to do this without a lawyer?',
        ],
        advice: [
          'Most states have a waiting period after filing, from none at all to six months, before the judge can sign an uncontested divorce.',
          'With no children and no real estate, many couples complete the forms themselves; the court self-help center can check them.',
          'Write your agreement on the savings and the cars into a signed marital settlement agreement, and make sure the judgment incorporates it.',
          'If your spouse stops cooperating, you can still proceed by serving the papers and asking for a default judgment.',
          'A one-hour review by a lawyer of the final paperwork is inexpensive insurance against mistakes.',
        ],
      },
      PATERNITY_STORY,
    ],
    law: [
      'Family courts have wide discretion, so two judges can see the same facts differently.',
      'A court order stays in force until a judge changes it, whatever the parties agree between themselves.',
      'Most family courts require or strongly encourage mediation before a contested hearing.',
    ],
    steps: [
      'File in the county that issued the original order and ask for a hearing date.',
      'Gather pay stubs, tax returns and a list of expenses before you meet with the court or a mediator.',
      'Check whether your county family court has a self-help center that can review your forms for free.',
      'Keep a calendar of every exchange and save messages; the judge may read all of it.',
    ],
  },
];
