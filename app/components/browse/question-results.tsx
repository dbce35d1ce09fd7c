import { QuestionCard } from '#app/components/question-card.tsx';
import type { ListedQuestion } from '#app/domain/question-summary.ts';

export type ResultRow = ListedQuestion;

/** Result rows of a listing: each shows its top answer's excerpt, or says there is none. */
export function QuestionResults({ results, label }: { results: readonly ResultRow[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-6 grid gap-4">
      {results.map((question) => (
        <li key={question.id}>
          <QuestionCard
            question={question}
            snippet={question.answerShort ? question.answerShort : <span className="italic">Answer excerpt not available</span>}
          />
        </li>
      ))}
    </ol>
  );
}
