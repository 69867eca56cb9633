import type { FreeCreditEvent } from './api/free-credits';
import { TaskCard } from './task-card';
import './free-credits.css';

const noClaim = () => undefined;

/** A task's card exactly as a pro who has not done it yet sees it, inert (for the console's preview before saving). */
export function TaskCardPreview({ task }: { task: FreeCreditEvent }) {
  return (
    <div className="free-credits" inert>
      <ol className="free-credits__list">
        <TaskCard task={task} step={1} selected={false} claiming={false} error={undefined} onClaim={noClaim} />
      </ol>
    </div>
  );
}
