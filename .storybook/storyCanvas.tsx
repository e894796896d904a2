/**
 * Never a blank canvas (issue 39): a screen story under a scenario it cannot show (a learner page
 * for a visitor, say) renders nothing and sends the person elsewhere (the login page). Storybook
 * has no app router to follow it there, and the page would send again from wherever it landed, so
 * once the story has moved away from its address with nothing on the canvas, this stops rendering
 * it and says, in words QA reads, which scenario it is under and where the screen sent the person.
 * A story that moves and still shows something is left alone. Storybook's own aid, not the
 * product's: it is not in the app's copy catalogue.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export function StoryCanvas({ scenario, children }: { scenario: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const [storyPath] = useState(location.pathname);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const address = `${location.pathname}${location.search}`;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || location.pathname === storyPath) return;
    if (element.childElementCount === 0 && !element.textContent?.trim()) setSentTo(address);
  }, [address, location.pathname, storyPath]);
  if (sentTo !== null) {
    return (
      <p style={{ margin: 16, font: '14px/1.5 sans-serif' }}>
        {`'${scenario}' 시나리오에서는 이 화면을 보여 줄 수 없어요. 화면이 ${sentTo} 주소로 보냈어요.`}
      </p>
    );
  }
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
