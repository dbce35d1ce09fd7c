import { describeArea } from './cases.ts';

// Each query is how someone might put it; the phrase is what it must (or must not) bring.
describeArea('medical-malpractice.json', {
  brings: [
    ['my doctor misdiagnosed my appendicitis as gas', 'failure to diagnose'],
    ['the pharmacy gave me the wrong medication', 'pharmacy malpractice'],
    ['the surgeon left a sponge inside me', 'retained foreign object'],
    ['our baby was hurt during delivery because of a delayed c section', 'obstetric malpractice'],
    ['i got a staph infection after surgery', 'hospital acquired infection'],
    ['the surgeon never told me the risks of the procedure', 'lack of informed consent'],
    ['the er sent me home and i had a heart attack', 'emergency room negligence'],
    ['the dentist pulled the wrong tooth', 'dental malpractice'],
    ['can i sue for a botched bbl', 'cosmetic surgery malpractice'],
    ['do i need a medical expert for a malpractice case', 'certificate of merit'],
    ['i found out years later the surgeon made a mistake', 'discovery rule'],
    ['is there a cap on damages for malpractice in california', 'noneconomic damages cap'],
    ['my father died after surgery because of a mistake', 'survival action'],
    ["the hospital won't give me my records", 'right of access'],
    ['my doctor shared my diagnosis with my family is that a hipaa violation', 'protected health information'],
    ['the nurse made a mistake with my iv', 'hospital liability'],
    ['i woke up during surgery can i sue', 'anesthesia awareness'],
    ['the hospital made me wait hours in the er', 'delayed treatment'],
    ['my doctor missed my cancer for two years', 'lost chance'],
    ['the chiropractor hurt me during an adjustment', 'chiropractic malpractice'],
    ['my therapist had a relationship with me', 'boundary violation'],
    ['how do i report a doctor to the medical board', 'license discipline'],
    ['i was burned by a laser at a med spa', 'cosmetic procedure injury'],
    ['my doctor dropped me as a patient in the middle of treatment', 'patient abandonment'],
    ["my doctor prescribed a drug i'm allergic to and i had an allergic reaction", 'failure to warn'],
  ],
  keepsOut: [['my husband sold the car without my consent', 'lack of informed consent']],
});
