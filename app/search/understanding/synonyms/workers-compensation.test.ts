import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('workers-compensation.json', {
  brings: [
    ['can i choose my own doctor for workers comp', 'authorized treating physician'],
    ['workers comp sent me to an insurance doctor', 'independent medical examination'],
    ['my employer has no light duty after my work injury', 'temporary partial disability'],
    ['my comp checks stopped after 3 months', 'temporary total disability'],
    ['should i take a lump sum for my workers comp', 'compromise and release'],
    ['what happens after mmi in workers comp', 'impairment rating'],
    ['workers comp denied my claim what now', 'compensability'],
    ['can i be fired while on workers comp', 'retaliatory discharge'],
    ["i didn't report my injury at work right away", 'notice of injury'],
    ['can i get workers comp for carpal tunnel from typing at work', 'cumulative trauma'],
    ['i got sick from chemicals at work', 'occupational disease'],
    ['i had a car accident on the way to work', 'coming and going rule'],
    ['can i sue my employer for my injury at work', 'exclusive remedy'],
    ["my employer doesn't have workers comp and i got hurt", 'uninsured employers fund'],
    ['i hurt my back lifting at work', 'workers compensation'],
    ['my husband was killed at work what benefits do we get', 'workers compensation death benefits'],
    ['does workers comp pay mileage to the doctor', 'medical mileage'],
    ["workers comp and retraining if i can't go back to my job", 'vocational rehabilitation'],
    ['can i file workers comp for stress at work', 'psychiatric injury'],
    ['i got hurt at work through a temp agency who pays', 'staffing agency coverage'],
    ['can i get ssdi and workers comp at the same time', 'workers compensation offset'],
    ["workers comp won't approve surgery", 'utilization review'],
    ['after my injury the doctor cleared me to go back to work', 'full duty release'],
    ['can i report unsafe working conditions to osha anonymously', 'safety complaint'],
    ['what happens at a workers comp hearing', 'administrative law judge'],
  ],
  keepsOut: [
    ['is my workers comp settlement exempt in bankruptcy', 'compromise and release'],
    ["my husband didn't report income on our tax return", 'notice of injury'],
    ['normal wear and tear on my apartment carpet', 'cumulative trauma'],
    ['when do i go back to work after maternity leave', 'full duty release'],
  ],
});
