import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('small-claims.json', {
  brings: [
    ['how much can i sue for in small claims in texas', 'jurisdictional limit'],
    ['how do i file a small claims case against my old roommate', 'plaintiff s claim'],
    ['how do i serve him the small claims papers', 'proof of service'],
    ['can i use texts as evidence in small claims', 'exhibits'],
    ["the defendant didn't show up to the small claims hearing", 'default judgment'],
    ['can i countersue in small claims', 'cross complaint'],
    ['i lost my small claims case can i appeal', 'trial de novo'],
    ['how do i sue a company that scammed me', 'registered agent'],
    ['can i sue my landlord for my deposit', 'bad faith retention'],
    ["can i sue the other driver if insurance won't pay", 'negligence'],
    ['can i sue my neighbor for damage to my fence', 'nuisance'],
    ['my ex says the money was a gift not a loan', 'burden of proof'],
    ['do i need a lawyer for small claims', 'self represented'],
    ['can we settle out of court before the hearing', 'stipulation'],
    ['do i have to send a demand letter before i sue', 'small claims'],
    ['can i reschedule my court date', 'motion to continue'],
    ['how do i make a witness come to small claims', 'subpoena'],
    ['the judge ruled against me but he was wrong', 'motion for reconsideration'],
    ['can i sue someone who lives out of state in small claims', 'personal jurisdiction'],
    ['which county do i file a small claims case in', 'venue'],
    ["my ex won't return my stuff after we broke up", 'conversion'],
    ['can i sue my ex boyfriend for money i lent him', 'unjust enrichment'],
    ['is mediation required in small claims', 'small claims mediation'],
    ['should i file in small claims or regular court', 'limited civil case'],
    ['my old landlord is taking me to small claims', 'small claims hearing'],
    ['can i get a translator for court', 'language access'],
  ],
  keepsOut: [
    ['can a restaurant refuse to serve them', 'proof of service'],
    ["my contractor didn't show up after i paid", 'default judgment'],
    ['where do i file bankruptcy', 'venue'],
  ],
});
