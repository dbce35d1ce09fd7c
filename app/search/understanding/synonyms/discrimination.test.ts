import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('discrimination.json', {
  brings: [
    ['i was fired after i told them i was pregnant', 'pregnancy discrimination act'],
    ['i was replaced by someone younger at work', 'adea'],
    ['my employer refuses my accommodation for my disability', 'interactive process'],
    ['my manager keeps making sexual comments at work', 'quid pro quo'],
    ['i reported it to hr and nothing happened', 'employer liability'],
    ['how long do i have to file with the eeoc', 'administrative exhaustion'],
    ['fired for being gay in texas', 'sexual orientation discrimination'],
    ["my employer won't let me take the sabbath off work", 'religious accommodation'],
    ['my boss says english only at work and fired me for speaking spanish at work', 'english only rule'],
    ['my coworker keeps using racial slurs', 'racial harassment'],
    ['i found out i am paid less than my male coworkers', 'equal pay act'],
    ['can they ask my age in a job interview', 'unlawful interview questions'],
    ['can i get a job with a felony', 'fair chance hiring'],
    ['i was fired after my diagnosis of cancer', 'disability discrimination'],
    ['can my job refuse to let me bring my service dog', 'service animal'],
    ['my employer told me to cut my locs', 'crown act'],
    ['does my job have to give me breaks for pumping at work', 'pump act'],
    ['my boss said i was fired because i have kids', 'family responsibilities discrimination'],
    ['i was passed over for promotion for a less qualified man', 'failure to promote'],
    ['can my employer fire me for national guard duty', 'userra'],
    ['can an employer ask about family medical history', 'gina'],
    ['i am being singled out at work by my manager', 'disparate treatment'],
    ['a customer keeps harassing me and my boss does nothing', 'third party harassment'],
    ['my boss treats workers with darker skin worse at work', 'color discrimination'],
    ["i was denied a raise because i'm a woman", 'title vii'],
  ],
  keepsOut: [
    ['is my debt too old to collect', 'adea'],
    ['my landlord refused an accommodation for my dog', 'interactive process'],
    ['a stranger grabbed me at the bar', 'quid pro quo'],
    ['can my religious wedding be legal', 'religious accommodation'],
  ],
});
