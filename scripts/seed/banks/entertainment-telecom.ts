import type { CategoryBank } from './types.ts';

/** Entertainment, sport and telecommunications. */
export const ENTERTAINMENT_AND_TELECOM_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 56,
    weight: 0.2,
    stories: [
      {
        tags: ['music contract', 'royalties'],
        titles: [
          'Band member wants royalties for songs I wrote',
          'Should I sign a management contract that takes {count}0 percent?',
        ],
        openings: [
          'Our band recorded an album and now a former member claims he co-wrote the songs.',
          'A manager offered to sign our band for {count}0 percent of everything.',
        ],
        details: ['Nothing was ever put in writing.', 'The album earns about {smallAmount} a month.'],
        asks: ['Who owns the songs?', 'Is the contract fair?'],
        advice: [
          'Joint authorship requires that each author intended to merge contributions into one work; the composition and the recording are separate copyrights.',
          'Management agreements should limit the term, define commissionable income and include a sunset clause.',
          'Register the songs with a performing rights organization listing the agreed splits.',
        ],
      },
      {
        tags: ['influencer contract', 'sponsorship', 'unpaid fee'],
        slots: { platform: ['Instagram', 'TikTok', 'YouTube'] },
        gists: [
          'Brand owes me {amount} for sponsored {platform} posts',
          'Brand is running my video as an ad without paying',
        ],
        titles: [
          'Brand never paid me for sponsored {platform} posts - what can I do?',
          'Can a brand keep using my video in its ads after the sponsorship ended?',
          'How do I get paid when a brand deal was only agreed over DMs?',
        ],
        openings: [
          'I made {count} sponsored {platform} posts for {business} in {month}, and the brand never paid the {amount} from our deal, which we agreed over DMs.',
          'The sponsorship with {business} ended in {month}, but the brand keeps using my video in its ads.',
          'A brand, {business}, agreed over DMs to pay me {amount} for a sponsored {platform} video, and it has not paid anything.',
        ],
        details: [
          'All I have is the DM thread and an email confirming what I would post.',
          'Their marketing manager stopped answering after the posts went live.',
          'The video now shows up as a paid ad on their page.',
          'My account has a few thousand followers, and this was my biggest deal so far.',
        ],
        asks: ['Can I take them to small claims court?', 'Can I make them stop using my video?'],
        advice: [
          'A contract does not need to be a formal document; messages showing the price, the posts and both sides agreeing can be enforced.',
          'Screenshot the whole DM thread with dates and usernames now, and download your account data in case either account is deleted.',
          'Send a written demand with an invoice and a deadline; for a modest sum, small claims court is usually the fastest path and needs no lawyer.',
          'Unless you granted the brand a license for paid ads, running your video as an advertisement may infringe your copyright and, because it shows you, your right of publicity.',
          'Next time, use a written agreement that sets the fee, the payment date, the usage rights and how long the brand may run the content.',
          'Sponsored posts must be clearly disclosed under FTC guidelines, so keep your ad labels in place whatever happens with the payment.',
        ],
        views: [
          [
            "Report the ads through the platform's intellectual property form; losing the ads often brings a brand back to the table quickly.",
            'I would hold off on a takedown until you have demanded payment, because a license fee for the ads may be worth more to you than removing them.',
          ],
        ],
      },
      {
        tags: ['NIL deal', 'college athlete', 'endorsement contract'],
        slots: {
          kid: ['my son', 'my daughter'],
          sport: ['basketball', 'soccer', 'volleyball', 'baseball', 'softball', 'track', 'wrestling'],
        },
        titles: [
          'Can {kid} sign an NIL deal with {dealer} while playing college {sport}?',
          'How long can an NIL contract tie up a college athlete?',
          'What happens if {kid} breaks the NIL contract to transfer schools?',
        ],
        openings: [
          '{dealer}, a local car dealer, wants {kid} to sign an NIL deal worth {amount} for ads and social media posts while playing college {sport}.',
          "The NIL contract {dealer} sent for {kid}, a college {sport} athlete, would tie up the athlete's name and image for years after college.",
          '{kid} signed an NIL contract with {dealer} last year and now wants to break it to transfer schools and play {sport} somewhere else.',
        ],
        details: [
          'The contract lets the dealership keep using the photos even after the deal ends.',
          'The athletic department has not reviewed it yet.',
          'One clause says every payment must be returned if the contract is broken.',
        ],
        asks: ['Is this contract fair?', 'Does the school have to approve it?'],
        advice: [
          "Most states and schools require athletes to disclose NIL agreements to the compliance office, and some bar deals that conflict with team sponsors, so check the school's policy before signing.",
          'An NIL deal must pay for real promotional work, such as posts or appearances, and cannot be a reward for enrolling at or staying at a school.',
          "Negotiate a term that ends with the athlete's eligibility or sooner, and limit how long the business may use the photos and videos afterward.",
          "A clause that claws back everything already paid can be challenged as an unenforceable penalty if it far exceeds the business's actual loss.",
          'If the athlete is under 18, many states let a minor cancel a contract, which is why businesses often ask a parent to co-sign.',
          'NIL income is taxable, usually as self-employment income, so set aside part of each payment for taxes.',
        ],
      },
    ],
  },
  {
    categoryId: 82,
    weight: 0.12,
    stories: [
      {
        tags: ['robocalls', 'TCPA'],
        titles: [
          'Getting robocalls every day - can I sue under the TCPA?',
          'Company keeps texting me after I replied STOP',
        ],
        openings: [
          'A company keeps sending automated texts to my cell phone after I replied STOP.',
          'I get robocalls from {business} several times a day.',
        ],
        details: ['I have screenshots of {count}0 messages.', 'I never gave them my number.'],
        asks: ['How much can I recover?', 'Do I need a lawyer?'],
        advice: [
          'The Telephone Consumer Protection Act allows statutory damages per unwanted automated call or text, more if willful.',
          'Replying STOP generally revokes consent, and you should keep records of each message afterwards.',
          'Many TCPA lawyers take cases on contingency.',
        ],
      },
      {
        tags: ['wireless carrier', 'early termination fee', 'billing dispute'],
        gists: ['Old carrier billed me {smallAmount} after I switched', 'New carrier never paid off my old phone'],
        titles: [
          'Old carrier charged me {smallAmount} after I switched - do I have to pay?',
          'New carrier promised to pay off my phone balance and never did - what can I do?',
          'Phone company sent my early termination fee to collections - can they do that?',
        ],
        openings: [
          'When I switched carriers in {month}, my old carrier charged me {smallAmount} for an early termination fee and the rest of my phone balance, which I was told I would not have to pay.',
          'The store rep at my new carrier promised they would pay off the {smallAmount} phone balance on my old account, but they never did.',
          'My old phone company sent an early termination fee of {smallAmount} to collections after I switched carriers in {month}.',
        ],
        details: [
          'The promotion said the payoff would come as a prepaid card after I mailed in my old phone.',
          'I have the final bill and a chat transcript with the new carrier.',
          'Customer service keeps telling me to wait another billing cycle.',
        ],
        asks: ['Who is responsible for this bill?', 'Will this hurt my credit?'],
        advice: [
          'Read the promotion terms: switching credits usually come as a prepaid card or bill credits after you submit the final bill, and missing the deadline can void them.',
          'Dispute the old bill with the carrier in writing before it reaches collections, and say whether the fee was in your contract at all.',
          'You can file a free informal complaint with the FCC; the carrier has to answer it in writing, and these complaints often get billing errors fixed.',
          'If a collector already has the account, send a written dispute within 30 days of its first notice so it must verify the debt before it continues.',
          'Most wireless contracts require arbitration but allow small claims court, which is often simpler for a bill of this size.',
          "Your state attorney general's consumer protection office also takes complaints about carrier promotions that were not honored.",
        ],
      },
      {
        tags: ['utility easement', 'property damage', 'fiber installation'],
        slots: { damage: ['my sprinkler system', 'my fence', 'the new sod', 'my garden beds', 'the driveway edge'] },
        titles: [
          'Fiber company buried a cable across my yard without asking - is that allowed?',
          'Who pays when cable installers damage {damage}?',
          'Can an internet provider put a utility box in my front yard?',
        ],
        openings: [
          'A crew from the fiber company buried a cable across my front yard in {month} without asking, and they damaged {damage}.',
          'Cable installers working for {business} damaged {damage} while laying fiber, and now nobody will say who pays to fix it.',
          'The internet provider put a utility box in my front yard near the sidewalk and says it has a right to be there.',
        ],
        details: [
          'The county says there is a utility easement along the front of the lot.',
          'Nobody left a notice on the door before they dug.',
          'The repair estimate is {smallAmount}.',
          'My neighbors had the same thing happen.',
        ],
        asks: ['Do they need my permission?', 'How do I get them to pay for the repairs?'],
        advice: [
          'Look at your plat or title policy for a recorded utility easement; within one, a provider can usually install lines without asking each owner.',
          'Even inside an easement, the company must use reasonable care and generally has to restore or pay for what it damages.',
          'Outside any easement or public right-of-way, burying a line on private land without consent can be a trespass.',
          "Photograph the damage, note the crew's truck or contractor name, and get a written repair estimate before filing a claim with the provider.",
          'Providers often use subcontractors, so ask in writing which company did the work and send your claim to both.',
          'If the claim stalls, your state utility commission or the local cable franchise office may take complaints about installers.',
        ],
      },
    ],
  },
];
