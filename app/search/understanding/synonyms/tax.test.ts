import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('tax.json', {
  brings: [
    ["i owe the irs 20000 and can't pay", 'currently not collectible'],
    ["i haven't filed taxes in 5 years", 'substitute for return'],
    ['i got a cp2000 from the irs', 'notice of deficiency'],
    ['can the irs waive the penalty for filing late', 'reasonable cause'],
    ['still waiting for my refund from the irs', 'refund delay'],
    ['my ex claimed our son on his taxes without permission', 'form 8332'],
    ['do i have to pay quarterly taxes on doordash income', 'estimated tax payments'],
    ['the irs is garnishing my wages what can i do', 'collection due process'],
    ["my business didn't pay payroll taxes am i personally liable", 'trust fund recovery penalty'],
    ['do i pay taxes on selling my house', 'section 121 exclusion'],
    ['do i owe taxes on crypto gains', 'virtual currency'],
    ['my ex lied on my taxes what can i do', 'civil fraud penalty'],
    ['i made a mistake on my tax return how do i fix it', 'amended return'],
    ['my employer never sent my w2', 'form 4852'],
    ['do i have to pay taxes on my settlement from a car accident', 'physical injury exclusion'],
    ['do i owe taxes on unemployment', 'unemployment compensation'],
    ['can i deduct mileage for my side business', 'business deductions'],
    ['my tax preparer messed up my return', 'preparer liability'],
    ['how long can the irs collect back taxes', 'collection statute expiration date'],
    ['should we file jointly or separately this year', 'filing status'],
    ['how do i appeal the irs audit results', 'irs office of appeals'],
    ['why was my earned income credit denied', 'refundable credit'],
    ['do i have to report foreign income on my taxes', 'foreign earned income exclusion'],
    ['the state intercepted my refund for back child support', 'treasury offset program'],
    ['someone claiming to be the irs called and threatened me', 'irs impersonation scam'],
  ],
  keepsOut: [
    ['can i discharge what i owe the irs in chapter 7', 'currently not collectible'],
    ['the irs is garnishing my wages can chapter 13 stop it', 'collection due process'],
    ['my bankruptcy petition preparer made a mistake', 'preparer liability'],
    ["my husband is living abroad and won't sign the divorce papers", 'fatca'],
  ],
});
