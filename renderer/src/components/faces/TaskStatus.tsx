// Progress of an export, with its cancel, and the notice that says where the files went.
import { useFaces, useFacesController } from '../../faces/hooks';

export function TaskStatus() {
  const controller = useFacesController();
  const task = useFaces((state) => state.task);
  const notice = useFaces((state) => state.notice);
  if (task) {
    const known = task.total > 0;
    return (
      <div className="face-task" data-testid="face-task">
        <div className="face-task-label" aria-live="polite">
          {task.label}
        </div>
        <div className="face-task-row">
          <progress aria-label={task.label} max={known ? task.total : undefined} value={known ? task.done : undefined} />
          <button type="button" className="button small" onClick={() => controller.cancelTask()}>
            Cancel
          </button>
        </div>
      </div>
    );
  }
  if (!notice) return null;
  return (
    <div className={`face-notice ${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="face-notice">
      <span>{notice.text}</span>
      <button type="button" className="button ghost small" aria-label="Dismiss" onClick={() => controller.dismissNotice()}>
        ×
      </button>
    </div>
  );
}
