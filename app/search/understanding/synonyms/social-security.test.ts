import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('social-security.json', {
  brings: [
    ['i was denied ssdi what do i do next', 'disability appeal'],
    ['what happens at a disability hearing', 'administrative law judge'],
    ['how much back pay will i get from ssdi', 'retroactive benefits'],
    ['social security says i was overpaid and must pay back ssi', 'request for waiver'],
    ['can i work part time on disability', 'substantial gainful activity'],
    ['social security sent a continuing disability review form', 'medical improvement'],
    ["my brother is the payee for my mom's social security and is misusing it", 'payee misuse'],
    ['should i claim social security at 62', 'full retirement age'],
    ["can i get social security from my ex husband's record", 'divorced spouse benefits'],
    ['can i get widow benefits at 60', 'lump sum death payment'],
    ['how much money can i have in savings on ssi', 'countable resources'],
    ['my ssi was reduced because i live with my parents on ssi', 'in kind support and maintenance'],
    ['how much does a disability lawyer take', 'fee agreement'],
    ['what is the difference between ssi and ssdi', 'insured status'],
    ['can i get ssi for my son with autism', 'childhood disability'],
    ['can i get ssdi for depression and anxiety', 'residual functional capacity'],
    ['what does sedentary work mean for my ssdi claim', 'grid rules'],
    ['social security is sending me to their doctor', 'consultative examination'],
    ['is there a penalty if i sign up for medicare late', 'late enrollment penalty'],
    ['will i lose ssi if i get married', 'couple rate'],
    ['how do i replace my social security card', 'replacement card'],
    ['my ssi stopped with no letter', 'suspension of benefits'],
    ['i missed the deadline to appeal my ssdi denial', 'good cause'],
    ['how long does reconsideration take for ssdi', 'ssa 561'],
    ['do i pay taxes on social security', 'provisional income'],
  ],
  keepsOut: [
    ['can i get back pay from my employer', 'retroactive benefits'],
    ['who is the payee on this check', 'payee misuse'],
    ['my landlord gives me anxiety', 'mental impairment'],
  ],
});
