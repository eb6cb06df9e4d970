#!/bin/sh
# Regenerates the demo host's replay media in mocks/media/ (committed; a few hundred KB in all).
# Needs ffmpeg with libx264 and libmp3lame. Run from the repository root: sh scripts/demo-media.sh
set -eu
OUT=mocks/media
mkdir -p "$OUT/hls"
rm -f "$OUT"/hls/*.ts "$OUT"/hls/*.m3u8
# Small picture, low frame rate, a frame counter to see time move, a tone to hear it.
VIDEO='testsrc=size=320x180:rate=15'
X264='-c:v libx264 -profile:v main -pix_fmt yuv420p -preset veryslow -crf 38 -g 60 -keyint_min 60 -sc_threshold 0'
AAC='-c:a aac -b:a 32k -ac 1 -ar 44100'
# mp4: 12 s, moov atom first so playback starts before the whole file arrives.
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$VIDEO:duration=12" -f lavfi -i 'sine=frequency=440:duration=12' \
  $X264 $AAC -movflags +faststart -shortest "$OUT/sample.mp4"
# HLS: 12 s in three 4 s MPEG-TS segments (a keyframe every 60 frames = 4 s).
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$VIDEO:duration=12" -f lavfi -i 'sine=frequency=660:duration=12' \
  $X264 $AAC -shortest -f hls -hls_time 4 -hls_playlist_type vod \
  -hls_segment_filename "$OUT/hls/sample-%d.ts" "$OUT/hls/sample.m3u8"
# mp3: 10 s, a chime of three tones repeating, mono 32 kbit/s.
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "aevalsrc='0.4*sin(2*PI*t*(523+(mod(floor(t*2),3))*130))*exp(-3*mod(t,0.5))':s=22050:d=10" \
  -c:a libmp3lame -b:a 32k -ac 1 "$OUT/sample.mp3"
du -ah "$OUT"
