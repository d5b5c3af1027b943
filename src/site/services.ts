/** The translation services that have a page under docs/services/, in sidebar order. */
export const SERVICE_IDS = [
  'ai', 'openai', 'claude', 'gemini', 'deepseek', 'grok', 'groq', 'openrouter', 'ollama', 'custom',
  'deepL', 'azure', 'azure-openai', 'openL', 'aliyun', 'aliyun-bailian', 'qwen-mt', 'baidu',
  'baidu-qianfan', 'tencent', 'tencent-hunyuan', 'volcano', 'doubao', 'youdao', 'youdao-ziyue',
  'caiyun', 'niu', 'kimi', 'zhipu', 'lingyiwanwu',
] as const;
