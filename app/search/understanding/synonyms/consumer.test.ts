import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('consumer.json', {
  brings: [
    ['the car dealership lied about the accident history', 'dealer fraud'],
    ['the car was sold as is and broke down the next day', 'implied warranty of merchantability'],
    ['the dealer wants the car back because financing fell through', 'spot delivery'],
    ['is there a 3 day rule to cancel a car purchase', 'cooling off rule'],
    ["the gym won't let me cancel my membership", 'automatic renewal'],
    ['can i dispute a charge for something never delivered', 'billing error'],
    ["there is an error on my credit report that equifax won't fix", 'reinvestigation'],
    ['a company pulled my credit without permission', 'permissible purpose'],
    ['my bank had a data breach and my information was leaked', 'security breach'],
    ["the online store never shipped my order and won't refund", 'nondelivery'],
    ['my contractor took my money and never showed up', 'contractor fraud'],
    ["the mechanic won't give my car back until i pay more than the estimate", 'possessory lien'],
    ['my car was towed from my apartment parking and the impound fees are huge', 'nonconsensual tow'],
    ['is a 300 percent interest rate too high to be legal', 'usury'],
    ["the hotel charged junk fees they didn't disclose", 'deceptive practices'],
    ['the store charged more than the advertised price', 'deceptive trade practices'],
    ['price gouging on water after the hurricane', 'emergency pricing'],
    ['my home warranty company denied my claim', 'warranty claim'],
    ['a door to door salesman sold me a solar contract', 'home solicitation sale'],
    ['the breeder sold me a sick puppy', 'pet lemon law'],
    ["the store won't accept my return with a receipt", 'return policy'],
    ["the airline lost my luggage and won't pay", 'lost baggage'],
    ['i want to return rent a center furniture', 'lease purchase'],
    ['the moving company is holding my stuff for more money', 'carrier liability'],
    ['how do i report a business to the attorney general', 'consumer protection division'],
  ],
  keepsOut: [
    ['the buy here pay here lot repossessed my car', 'dealer fraud'],
    ['cooling off period before a divorce', 'cooling off rule'],
    ['error on my credit report after chapter 7 discharge', 'reinvestigation'],
  ],
});
