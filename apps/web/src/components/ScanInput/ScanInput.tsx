import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Input, type InputProps } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { createScanDetector, type ScanDetector } from './scan-detector';

interface Props extends InputProps {
  /** A complete scan (keys under 30 ms apart, more than 5 characters). */
  onScan(value: string): void;
}

/** An input that recognises a scan gun among keystrokes (spec-shell §5) and reports each scan. */
export function ScanInput({ onScan, onKeyDown, ...rest }: Props) {
  const detector = useRef<ScanDetector | null>(null);
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  }, [onScan]);
  useEffect(() => {
    const d = createScanDetector((value) => latest.current(value));
    detector.current = d;
    return () => d.dispose();
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length === 1) detector.current?.key(event.key);
    onKeyDown?.(event);
  };

  return <Input prefix={<ScanOutlined />} {...rest} onKeyDown={handleKeyDown} />;
}
