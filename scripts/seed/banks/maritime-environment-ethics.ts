import type { CategoryBank } from './types.ts';

/** Admiralty, environmental law and legal ethics (they follow public.ts's courts and agencies). */
export const MARITIME_ENVIRONMENT_ETHICS_BANKS: readonly CategoryBank[] = [
  {
    categoryId: 55,
    weight: 0.08,
    stories: [
      {
        tags: ['maritime injury', 'Jones Act'],
        titles: [
          'Injured working on a fishing boat - does the Jones Act apply?',
          'How long do I have to file a Jones Act claim?',
        ],
        openings: [
          'I was injured on a commercial fishing boat off the coast when a winch line snapped.',
          'I hurt my back working as a deckhand on a boat out of {city}.',
        ],
        details: ['The captain did not file an accident report.', 'The company stopped paying me after {count} weeks.'],
        asks: ['Can I sue the boat owner?', 'What is maintenance and cure?'],
        advice: [
          'Seamen injured in service of a vessel may have claims under the Jones Act and for unseaworthiness, plus maintenance and cure.',
          'Maintenance and cure pays living expenses and medical care until you reach maximum recovery, regardless of fault.',
          'Jones Act claims generally must be filed within three years.',
        ],
      },
      {
        tags: ['cruise ship injury', 'passenger ticket'],
        gists: ['Slipped on a wet deck on a cruise ship', 'Broke my wrist when I slipped on a cruise ship'],
        titles: [
          'Slipped and fell on a cruise ship - how long do I have to sue the cruise line?',
          'Can I sue the cruise line near home after I got hurt on board?',
          'Does the fine print on a cruise ticket limit my injury claim?',
        ],
        openings: [
          'I slipped and fell on a wet pool deck on a cruise ship in {month} and broke my wrist.',
          'I got hurt on board a cruise ship when I slipped on a wet stairway, and the cruise line says the fine print on my ticket decides whether I can sue near home.',
          'After I slipped and fell on board a cruise ship, I learned the fine print on the ticket may limit where and when I can bring an injury claim against the cruise line.',
        ],
        details: [
          "The ship's doctor put a splint on my wrist and charged it to my cabin account.",
          'There was no warning sign, and a crew member told me the deck had just been hosed down.',
          'I needed surgery after I got home and have missed {count} weeks of work.',
          'The cruise line sent me a release to sign with a small offer.',
          'I filled out an incident report on board before we docked.',
        ],
        asks: [
          'What is the deadline to sue the cruise line?',
          'Do I have to file the lawsuit in the place the ticket names?',
        ],
        advice: [
          'Cruise tickets commonly require written notice of an injury claim within six months and a lawsuit within one year, and federal law allows those limits.',
          'Courts usually enforce the forum clause in a passenger ticket, so the suit often has to be filed in the federal court the ticket names, frequently in Miami.',
          'Under maritime law the cruise line owes passengers reasonable care, and you generally must show it knew or should have known about the wet deck.',
          'Ask in writing now for the incident report, your onboard medical records and the names of crew who responded, and keep your own photos.',
          'Do not sign a release for a small offer before you know the full cost of the surgery and the work you missed.',
          "Claims against the ship's doctor are treated differently from claims against the cruise line itself, and courts have been changing the rules on that.",
        ],
        views: [
          [
            'A wet deck with no warning sign and a crew member who says it was just hosed down is a good start on proving the cruise line knew.',
            'I would not rely on that comment alone: cruise lines argue that water on an outdoor deck is open and obvious, and some courts agree.',
          ],
        ],
      },
      {
        tags: ['marine salvage', 'towing bill', 'maritime lien'],
        slots: {
          boat: [
            '22-foot center console',
            '19-foot bowrider',
            'pontoon boat',
            '26-foot cabin cruiser',
            '30-foot sailboat',
          ],
        },
        gists: [
          'Ran aground and got a huge salvage bill',
          'Company that pulled my boat off a sandbar calls it salvage',
        ],
        titles: [
          'Ran aground and got a {amount} salvage bill - do I have to pay it?',
          'Is a tow off a sandbar really salvage?',
          'Can a salvage company put a lien on my boat for an unpaid bill?',
        ],
        openings: [
          'My boat ran aground on a sandbar near {town}, and the company that pulled us off sent a {amount} salvage bill instead of a normal tow charge.',
          'We ran aground in {month} and called for a tow, and now the company says it was salvage and will put a lien on my boat unless I pay {amount}.',
          'A salvage company pulled my boat off a sandbar after we ran aground, and it threatens a lien if the {amount} bill stays unpaid even though it felt like a simple tow.',
        ],
        details: [
          'My boat is a {boat}.',
          'I have a towing membership that I thought covered this.',
          'Nobody was in danger and the water was calm.',
          'The captain had me sign a form on the water, and I did not read it closely.',
          'The tide was coming in, and the boat might have floated off on its own within an hour.',
        ],
        asks: [
          'Do I have to pay the salvage bill or only a normal towing rate?',
          'Can they really put a lien on my boat?',
        ],
        advice: [
          'Salvage requires a boat in real peril on navigable waters and a voluntary, successful rescue; a routine tow off a sandbar in calm water may not qualify.',
          "A salvage award is set by factors such as the danger, the boat's value and the skill and risk involved, which is why it can far exceed an hourly towing rate.",
          'Read the form you signed on the water: many towing companies use a contract that fixes the price or sends disputes to arbitration.',
          'Towing memberships usually cover ordinary tows but not salvage, so ask the company in writing how it classified the job and why.',
          'A salvor has a maritime lien on the boat and can have it seized through federal court, so do not simply ignore the bill.',
          'Call your boat insurer right away; many boat policies cover salvage charges, and the insurer may negotiate the amount for you.',
        ],
        views: [
          [
            'With calm water and no one in danger, I think you have a real argument that this was a tow, not salvage.',
            'I would be careful with that argument: a grounded boat can be found in peril even on a calm day, especially with a changing tide.',
          ],
        ],
      },
    ],
  },
  {
    categoryId: 57,
    weight: 0.12,
    stories: [
      {
        tags: ['pollution', 'well water', 'contamination'],
        titles: [
          'Factory next door is polluting our well water - who pays?',
          'Can we sue a plant for contaminating our well?',
        ],
        openings: [
          'Our well water tested positive for chemicals after a plant opened near our home in {town}.',
          'The state found solvents in our well, and a factory a mile away is the suspected source.',
        ],
        details: [
          'The state environmental agency has an open file.',
          'We have been buying bottled water for {duration}.',
        ],
        asks: ['Who is responsible for the cleanup?', 'Can we recover our costs?'],
        advice: [
          'Under federal and state cleanup laws, the party that caused the contamination can be made to pay for cleanup.',
          'Neighbors can also sue for nuisance, trespass and loss of property value.',
          'Keep receipts for bottled water and testing, and get copies of the agency file.',
        ],
      },
      {
        tags: ['wetlands', 'Clean Water Act', 'notice of violation'],
        gists: [
          'Got a wetlands violation for filling a wet spot on my land',
          'Inspector says the wet spot I was filling is a wetland',
        ],
        titles: [
          'Got a wetlands violation notice for filling a low spot on my land',
          'Can the state fine me for filling wetlands on my own property?',
          'Did I need a permit before filling a wet area on my land?',
        ],
        openings: [
          'I got a wetlands violation notice after filling a low spot on my land with dirt to build a pole barn.',
          'The state says I needed a permit and may face a fine for filling wetlands, a wet area on my own property that I thought was just a low spot.',
          'After I started filling a wet low area on my land, an inspector left a notice of violation saying it is a protected wetland and I needed a permit.',
        ],
        details: [
          'The area only has standing water in the spring.',
          'I have owned the property for {years} years, and nobody ever mentioned wetlands.',
          'The notice orders me to stop work and says fines can add up by the day.',
          'I already spread about {count} truckloads of fill dirt.',
          'The contractor who did the grading told me no permit was needed on private land.',
        ],
        asks: [
          'Do I have to remove the fill, and how big could the fine be?',
          'Should I talk to the agency myself or get a lawyer first?',
        ],
        advice: [
          'Filling wetlands that count as waters of the United States requires a Clean Water Act permit from the Army Corps of Engineers, and many states require their own permit too.',
          'Since the 2023 Supreme Court decision in Sackett, federal rules reach only wetlands with a continuous surface connection to larger waters, so federal jurisdiction over this spot is a real question.',
          'State wetland rules can be broader than federal law, so a spot outside federal reach may still need a state permit.',
          'Stop all work as the notice orders; continuing after notice is what turns a fixable problem into large penalties.',
          'Hire a wetland consultant to map the area; a report on soils, plants and water is often the best evidence you will have.',
          'Many cases end with an after-the-fact permit or a restoration plan rather than a large fine, especially for an owner who cooperates.',
        ],
        views: [
          [
            'I would answer the agency quickly and cooperatively; an early offer to restore the area usually keeps penalties low.',
            'I would have a consultant and a lawyer look at jurisdiction before admitting anything: after the recent Supreme Court ruling, the agency may not have authority over this spot at all.',
          ],
        ],
      },
      {
        tags: ['air permit', 'public comment'],
        slots: {
          facility: ['an asphalt plant', 'a concrete batch plant', 'a rock crushing operation', 'a wood pellet plant'],
        },
        titles: [
          'Company wants to build {facility} near our neighborhood - can we stop the air permit?',
          'How do we comment on an air permit for {facility} in {place}?',
          'Can neighbors appeal a state air permit once it is issued?',
        ],
        openings: [
          'A company wants to build {facility} about half a mile from our neighborhood, and the state is taking public comment on its air permit.',
          'Our neighborhood just learned the state plans to issue an air permit for {facility} near the elementary school, and we want to stop it or appeal.',
          'Neighbors near the old rail yard in {town} got a notice that a company applied for an air permit to build {facility}, with a comment period ending in {days} days.',
        ],
        details: [
          'Several of us have children with asthma.',
          'The county already approved the zoning last year.',
          'The notice was posted only on the agency website and in a small newspaper ad.',
          'There is a public hearing on the permit in {month}.',
          'The company says its emissions will stay below the legal limits.',
        ],
        asks: [
          'What kind of comments actually make a difference?',
          'Can we appeal the permit if the state issues it anyway?',
        ],
        advice: [
          'Comments that point to specific technical problems in the draft permit, such as missing dust controls or low emission estimates, carry far more weight than general opposition.',
          'Raise every issue during the comment period; in many states you cannot later appeal on an issue no one raised before the permit was issued.',
          'Ask the agency for the full application file and the draft permit, which are public records.',
          'An air permit mostly decides how much the plant may emit, not where it may be built; fights over location usually happen at zoning, which has already passed here.',
          'Once the permit is issued, the usual route is an administrative appeal to a state board or a petition in court, with short deadlines, often 30 to 60 days.',
          'Local environmental groups and law school clinics often help neighborhood groups write technical comments at little or no cost.',
        ],
        views: [
          [
            'I would get as many neighbors as possible to speak at the hearing; a full room and personal accounts of asthma do influence permit conditions.',
            'I would spend the effort on a technical consultant instead: the agency must issue a permit that meets the rules, and only technical comments can change its terms.',
          ],
        ],
      },
    ],
  },
  {
    categoryId: 58,
    weight: 0.12,
    stories: [
      {
        tags: ['bar complaint', 'conflict of interest'],
        titles: [
          'My lawyer used to represent the company I am suing - is that allowed?',
          'How do I file a bar complaint against my attorney?',
        ],
        openings: [
          'I found out my lawyer from {firm} previously represented the company I am suing.',
          'My attorney never told me he had worked for the other side.',
        ],
        details: ['He never asked me to sign a conflict waiver.', 'My case is set for trial in {month}.'],
        asks: ['Should I report this to the state bar?', 'Should I fire him?'],
        advice: [
          'Lawyers may not represent a client against a former client in a substantially related matter without informed written consent.',
          'The state bar reviews complaints about conflicts, but a complaint does not fix your case.',
          'Talk to another lawyer about whether to switch counsel before trial.',
        ],
      },
      {
        tags: ['client file', 'firing a lawyer'],
        gists: [
          'Fired my lawyer and he will not release my file',
          'Lawyer will hold my case file until I pay his bill',
        ],
        titles: [
          'Fired my lawyer and he refuses to release my case file',
          'Can a lawyer hold my case file until I pay his bill?',
          'How do I get my case file from a lawyer I fired in {place}?',
        ],
        openings: [
          'I fired my lawyer {duration} into my case, and he refuses to release my case file until I pay his bill.',
          'My former attorney says he will hold my file until I pay a {amount} bill I dispute, and he refuses to release it to my new lawyer even though I fired him weeks ago.',
          'After I fired the law firm, {firm}, they refused to release my case file and said they would hold it until I pay the bill.',
        ],
        details: [
          'My new lawyer needs the file to meet a deadline in {month}.',
          'I dispute the bill because it charges for work that was never done.',
          'The file has my original documents, including medical records and signed contracts.',
          'His office stopped answering my emails after I sent the letter firing him.',
        ],
        asks: ['Can a lawyer keep my file because of an unpaid bill?', 'Who do I complain to if he keeps refusing?'],
        advice: [
          "When a client ends the representation, the ethics rules require the lawyer to protect the client's interests, including handing over the papers and property the client is entitled to.",
          "A few states allow a lawyer a limited lien on the file for unpaid fees, but most will not let the lawyer use it when holding the file would harm the client's case.",
          'Original documents you gave the lawyer, such as medical records and signed contracts, belong to you and should come back whatever happens with the bill.',
          'Send a written request for the file with a date to respond, and have your new lawyer send one too; many lawyers release a file promptly once a new lawyer asks.',
          'If he still refuses, many state bars have a client assistance program that can get a file released faster than a formal grievance.',
          "A bill you dispute can go to the state bar's fee arbitration program, which is a separate question from the file.",
        ],
        views: [
          [
            'With a deadline coming, I would have your new lawyer ask the court for an order to turn over the file.',
            "I would call the bar's client assistance line before going to court: a call from the bar usually works within days and costs nothing.",
          ],
        ],
      },
      {
        tags: ['retainer refund', 'fee dispute', 'fee arbitration'],
        slots: { matter: ['divorce', 'custody case', 'criminal case', 'bankruptcy', 'contract dispute'] },
        gists: [
          'Paid a {amount} retainer and the lawyer did almost nothing',
          'Lawyer will not refund the unused part of my retainer',
        ],
        titles: [
          'Paid a lawyer a {amount} retainer and he did almost nothing - can I get a refund?',
          'Does a lawyer have to refund the unused part of a retainer?',
          "How do I dispute a lawyer's bill through fee arbitration in {place}?",
        ],
        openings: [
          'I paid a lawyer a {amount} retainer for my {matter} {duration} ago, and he did almost nothing before I asked for a refund.',
          'My lawyer kept the whole {amount} retainer I paid for my {matter} and will not refund the unused part, even though his bill shows only a few hours of work.',
          "I want to dispute my lawyer's bill: he used up my {amount} retainer on almost nothing, and I heard the bar has fee arbitration for refunds.",
        ],
        details: [
          'The bill charges for phone calls I never had with him.',
          'The fee agreement calls the retainer nonrefundable.',
          'I asked for an itemized bill and got a one-line invoice.',
          'He never filed anything with the court.',
          'I hired a new lawyer, who had to start over.',
        ],
        asks: [
          'Can a lawyer keep a retainer he did not earn?',
          'Where can I dispute the bill without hiring another lawyer?',
        ],
        advice: [
          'Advance fees belong in a trust account until they are earned, and when the representation ends the lawyer must refund any part not earned.',
          'Calling a retainer nonrefundable does not end the question: the fee must still be reasonable for the work done, and some states forbid nonrefundable fees outright.',
          'You are entitled to an accounting of the time charged against the retainer, so ask for it in writing.',
          'Most state bars run fee arbitration programs that resolve disputes like this without a lawsuit, often at little or no cost to the client.',
          'A bar grievance can address misconduct such as billing for work never done, but it usually will not order a refund by itself.',
          'Keep the fee agreement, every invoice, your emails and phone records showing when you actually spoke with him.',
        ],
        views: [
          [
            'If he billed for calls that never happened, I would file a bar grievance as well as ask for fee arbitration.',
            'I would start with fee arbitration alone: a grievance can slow the refund, and billing errors are often fixed once the accounting is requested.',
          ],
        ],
      },
    ],
  },
];
