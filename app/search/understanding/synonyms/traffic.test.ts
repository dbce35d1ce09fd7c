import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('traffic.json', {
  brings: [
    ['do i have to pay a red light camera ticket', 'automated enforcement'],
    ['ticket for a rolling stop at a stop sign', 'failure to obey traffic control device'],
    ['charged with street racing', 'exhibition of speed'],
    ['caught driving on a suspended license', 'driving while license suspended'],
    ['ticket for driving without a license', 'driving without a valid license'],
    ['pulled over for expired tags', 'vehicle registration'],
    ['is it worth it to fight a speeding ticket', 'trial by declaration'],
    ['can traffic school keep points off my record', 'point reduction'],
    ['will an out of state ticket go on my record', 'driver license compact'],
    ["what happens if i didn't pay my ticket", 'failure to pay'],
    ['got a ticket for being on my phone while driving', 'hands free law'],
    ['seat belt ticket points in texas', 'seat belt violation'],
    ['ticket for window tint', 'correctable violation'],
    ['ticket for passing a school bus', 'school bus violation'],
    ['ticket for failure to yield when turning left', 'following too closely'],
    ["i got a ticket for the accident does that mean i'm at fault", 'civil liability'],
    ['will a speeding ticket raise my insurance', 'insurance points'],
    ['can a cdl ticket be reduced', 'serious traffic violation'],
    ['ticket for 30 over the limit', 'criminal speeding'],
    ['can i get a ticket for jaywalking', 'pedestrian violation'],
    ['a parking company put a boot on my car', 'private parking enforcement'],
    ['how do i get a copy of my driving record', 'motor vehicle record'],
    ['can they suspend my license for too many tickets', 'habitual traffic offender'],
    ['do i need to report the accident to the dmv', 'duty to report'],
    ['ticket for parking in a handicap spot', 'disabled parking violation'],
    ['ticket for driving alone in the carpool lane', 'hov violation'],
  ],
  keepsOut: [
    ['horse racing gambling debts', 'exhibition of speed'],
    ['the landlord cut off my water', 'failure to yield'],
    ['masking my income from my ex', 'serious traffic violation'],
    ['i got booted from the group chat', 'private parking enforcement'],
  ],
});
