import type { Story } from './types.ts';

/** Family law's paternity story (banks/family.ts lists it last among its stories). */
export const PATERNITY_STORY: Story = {
  tags: ['paternity', 'child support', 'back support'],
  gists: ['DNA test says I am not the father', 'Not the father but owe back support'],
  titles: [
    'Paternity test says I am not the father - do I still owe back child support?',
    'How long do I have to challenge paternity in {place}?',
    'Can I stop paying support if the child is not mine?',
    'What happens to the back support if the DNA test is negative?',
  ],
  openings: [
    'I have paid {smallAmount} a month in child support for {duration}, and a DNA test now shows I am not the father.',
    'I signed the birth certificate at the hospital, but a private DNA test says the child is not mine.',
    'For {duration} I have paid {smallAmount} a month in child support, and a DNA test now says I am not the father.',
    'A DNA test just showed I am not the father of the child I pay {smallAmount} a month in child support for.',
    'My child support is {smallAmount} a month, and after {duration} of paying it a DNA test says the child is not mine.',
  ],
  details: [
    'I owe about {amount} in back support according to the state.',
    'The mother, {first}, always told me I was the father.',
    'The child is {childAge} and calls me dad.',
    'The support order was entered in {city}.',
  ],
  asks: ['Do I still have to pay the back support?', 'How do I undo the paternity finding?'],
  advice: [
    'A signed acknowledgment of paternity becomes a legal finding after a short window, often 60 days, and after that it can only be challenged for fraud or mistake.',
    'Even if paternity is set aside, many states will not erase support that already accrued, so the {amount} may still be owed.',
    'Ask the court for a court-ordered DNA test; a private test is usually not admissible on its own.',
    'Keep paying until a judge changes the order, or the arrears keep growing.',
  ],
  views: [
    [
      'With a negative test and proof you were misled, I think you have a real chance to end the order going forward.',
      'I would be cautious: courts protect children who have relied on a father for years, and some states will keep you as the legal father regardless of the test.',
    ],
  ],
};
