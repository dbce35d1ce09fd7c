import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('elder.json', {
  brings: [
    ['i think the caregiver is stealing from my grandmother', 'adult protective services'],
    ["my brother is taking my mom's money", 'financial exploitation'],
    ['my mom has dementia and my sister is taking her money', 'financial exploitation'],
    ['how do i call aps about my neighbor', 'adult protective services'],
    ['how do we pay for the nursing home without losing the house', 'look back period'],
    ["the nursing home is suing me for my mom's bill", 'admission agreement'],
    ['the nursing home wants to discharge my father', 'involuntary discharge'],
    ["my sister has power of attorney and won't show us the accounts", 'breach of fiduciary duty'],
    ["my dad has memory loss and can't manage money", 'guardianship'],
    ['can i get paid to take care of my mom', 'personal care agreement'],
    ['my mom had a reverse mortgage and died what happens to the house', 'non borrowing spouse'],
    ['can a 55 and over community ban my grandkids', 'housing for older persons'],
    ['my former employer denied my pension benefits', 'vested benefits'],
    ["long term care insurance won't pay for assisted living", 'benefit trigger'],
    ['who pays for hospice care at home', 'medicare hospice benefit'],
    ['my grandma fell for a romance scam', 'elder fraud'],
    ['his new girlfriend got him to change his will while he was sick', 'undue influence'],
    ["my sister won't let me see my mom in the nursing home", 'isolation'],
    ["medicare won't pay for rehab after the hospital", 'skilled nursing facility'],
    ['how do i get guardianship of my father with dementia', 'less restrictive alternatives'],
    ['how do i stop my dad from driving', 'driver license review'],
    ['is there a senior freeze on property taxes in illinois', 'property tax deferral'],
    ['my mother got bed sores in the nursing home', 'pressure ulcers'],
    ['the memory care unit raised fees without notice', 'residency agreement'],
    ['planning for aging parents legal documents', 'long term care planning'],
    ['the nursing home banned me from visiting my mother', 'long term care ombudsman'],
  ],
  keepsOut: [
    ['my ex is taking his money out of our joint account', 'financial exploitation'],
    ["i can't manage money and have too much debt", 'guardianship'],
    ['is my pension exempt in chapter 7', 'vested benefits'],
  ],
});
