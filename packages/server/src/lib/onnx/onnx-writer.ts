/**
 * Writes a small ONNX model (the protobuf of `onnx.proto`, field numbers from that schema) with no
 * Python and no ONNX package: the tests and the bench need a model shaped like a real voice, and
 * no registry this project reaches ships one. Only what a tiny graph needs is supported: float
 * and int64 tensors, int and tensor attributes, named inputs and outputs, metadata.
 */

export type ElementType = 'float' | 'int64';

export interface TensorValue {
  name: string;
  type: ElementType;
  dims: number[];
  values: number[] | Float32Array;
}

export interface GraphNode {
  op: string;
  inputs: string[];
  outputs: string[];
  /** Integer attributes (Cast's `to`) and tensor attributes (ConstantOfShape's `value`). */
  attributes?: Record<string, number | TensorValue>;
}

/** A graph input or output; a string dimension is symbolic (any length). */
export interface GraphValue {
  name: string;
  type: ElementType;
  dims: (number | string)[];
}

export interface OnnxModel {
  nodes: GraphNode[];
  initializers: TensorValue[];
  inputs: GraphValue[];
  outputs: GraphValue[];
  metadata: Record<string, string>;
  /** ai.onnx operator set; 13 keeps Reshape and Unsqueeze in their tensor-input form. */
  opset?: number;
}

// onnx.proto TensorProto.DataType
const DATA_TYPE: Record<ElementType, number> = { float: 1, int64: 7 };
// onnx.proto AttributeProto.AttributeType
const ATTRIBUTE_INT = 2;
const ATTRIBUTE_TENSOR = 4;

const WIRE_VARINT = 0;
const WIRE_BYTES = 2;

/** Bytes of one message, appended field by field. */
class Message {
  private readonly parts: Uint8Array[] = [];

  private tag(field: number, wire: number) {
    this.varint(BigInt((field << 3) | wire));
  }

  private varint(value: bigint) {
    // Negative int64 values are ten bytes of two's complement, as protobuf encodes them.
    let rest = BigInt.asUintN(64, value);
    const bytes: number[] = [];
    do {
      let byte = Number(rest & 0x7fn);
      rest >>= 7n;
      if (rest > 0n) byte |= 0x80;
      bytes.push(byte);
    } while (rest > 0n);
    this.parts.push(Uint8Array.from(bytes));
  }

  int(field: number, value: number | bigint): this {
    this.tag(field, WIRE_VARINT);
    this.varint(BigInt(value));
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, WIRE_BYTES);
    this.varint(BigInt(value.length));
    this.parts.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, value: Message): this {
    return this.bytes(field, value.toBytes());
  }

  toBytes(): Uint8Array {
    const total = this.parts.reduce((sum, p) => sum + p.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

function rawData(tensor: TensorValue): Uint8Array {
  const count = tensor.values.length;
  if (tensor.type === 'float') {
    const floats = Float32Array.from(tensor.values);
    return new Uint8Array(floats.buffer, 0, count * 4);
  }
  const longs = BigInt64Array.from(Array.from(tensor.values, (v) => BigInt(v)));
  return new Uint8Array(longs.buffer, 0, count * 8);
}

function tensorProto(tensor: TensorValue): Message {
  const message = new Message();
  for (const dim of tensor.dims) message.int(1, dim);
  return message.int(2, DATA_TYPE[tensor.type]).string(8, tensor.name).bytes(9, rawData(tensor));
}

function valueInfo(value: GraphValue): Message {
  const shape = new Message();
  for (const dim of value.dims)
    shape.message(
      1,
      typeof dim === 'number' ? new Message().int(1, dim) : new Message().string(2, dim),
    );
  const tensorType = new Message().int(1, DATA_TYPE[value.type]).message(2, shape);
  return new Message().string(1, value.name).message(2, new Message().message(1, tensorType));
}

function nodeProto(node: GraphNode, index: number): Message {
  const message = new Message();
  for (const input of node.inputs) message.string(1, input);
  for (const output of node.outputs) message.string(2, output);
  message.string(3, `${node.op.toLowerCase()}_${index}`).string(4, node.op);
  for (const [name, value] of Object.entries(node.attributes ?? {})) {
    const attribute = new Message().string(1, name);
    if (typeof value === 'number') attribute.int(3, value).int(20, ATTRIBUTE_INT);
    else attribute.message(5, tensorProto(value)).int(20, ATTRIBUTE_TENSOR);
    message.message(5, attribute);
  }
  return message;
}

/** The model file's bytes, ready to write as `model.onnx`. */
export function writeOnnx(model: OnnxModel): Uint8Array {
  const graph = new Message();
  model.nodes.forEach((node, i) => graph.message(1, nodeProto(node, i)));
  graph.string(2, 'graph');
  for (const tensor of model.initializers) graph.message(5, tensorProto(tensor));
  for (const input of model.inputs) graph.message(11, valueInfo(input));
  for (const output of model.outputs) graph.message(12, valueInfo(output));

  const file = new Message()
    .int(1, 8) // IR version 8: what ONNX Runtime 1.x reads for opset 13
    .string(2, 'castmyscript')
    .message(7, graph)
    .message(8, new Message().string(1, '').int(2, model.opset ?? 13));
  for (const [key, value] of Object.entries(model.metadata))
    file.message(14, new Message().string(1, key).string(2, value));
  return file.toBytes();
}
