import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('business.json', {
  brings: [
    ['do i need a dba for my side business', 'fictitious business name'],
    ['should i be an llc or s corp', 'pass through taxation'],
    ['does an llc protect my personal assets if the business is sued', 'limited liability'],
    ['i signed a personal guarantee on my business lease', 'guarantor'],
    ['my business partner is taking money from the company account', 'breach of fiduciary duty'],
    ['how do i dissolve my llc', 'winding up'],
    ["a client won't pay my invoice for web design work", 'accounts receivable'],
    ['do i need an nda before pitching my idea', 'trade secrets'],
    ['a former employee took my clients and customer list', 'non solicitation'],
    ['what should i check before i buy a franchise', 'franchise disclosure document'],
    ['what do i need to check when buying a business', 'due diligence'],
    ['do i need a business license to sell online', 'seller s permit'],
    ['do i have to collect sales tax for online sales', 'nexus'],
    ['what do i need to hire my first employee', 'employer identification number'],
    ['do i need a privacy policy on my website', 'terms and conditions'],
    ['how do i give equity to investors in my startup', 'shareholders agreement'],
    ['my cofounder wants to leave the startup', 'founders agreement'],
    ['can i get an sba loan for my new restaurant', 'personal guarantee'],
    ["our supplier didn't deliver the goods we paid for", 'uniform commercial code'],
    ['how do i start a nonprofit', '501 c 3'],
    ['can i be my own registered agent', 'statutory agent'],
    ['my llc was suspended for not filing an annual report', 'administrative dissolution'],
    ['someone is using my business name in another state', 'likelihood of confusion'],
    ['who owns the logo a freelancer made for me', 'work for hire'],
    ['a customer sued my business for a fall', 'general liability insurance'],
    ['the majority owner forced me out of the business', 'minority shareholder oppression'],
    ['do we need an operating agreement for a two member llc', 'buy sell agreement'],
  ],
  keepsOut: [
    ['franchise tax board levy', 'franchise disclosure document'],
    ['my ex wife wants equity in the house', 'shareholders agreement'],
  ],
});
