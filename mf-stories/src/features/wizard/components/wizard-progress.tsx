import { Progress } from 'antd';
import { INPUT_STEPS, progressPercent } from '../lib/wizard-rules';

export function WizardProgress({ step }: { step: number }) {
  const percent = progressPercent(step);
  return (
    <div className="mfs-progress">
      <div className="mfs-progress-label">
        <span>
          Step {step + 1} of {INPUT_STEPS}
        </span>
        <span>{percent}%</span>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={{ from: '#6d5ff5', to: '#f7c96b' }}
        railColor="#e4e0fb"
        aria-label={`Story details, step ${step + 1} of ${INPUT_STEPS}`}
      />
    </div>
  );
}
