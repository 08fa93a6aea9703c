// vector.broadcast in all its accepted shapes, with attributes and locations.
func.func @broadcasts(%a: f32, %i: index, %v: vector<4xf32>, %w: vector<1x4xf32>, %z: vector<f32>, %s: vector<[1]xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<[4]xf32>, vector<4xf32>, vector<2x[1]xf32>, vector<8xindex>) {
  %0 = vector.broadcast %a : f32 to vector<4xf32> loc("b0")
  %1 = vector.broadcast %v {note = "x"} : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %w : vector<1x4xf32> to vector<3x4xf32>
  %3 = vector.broadcast %a : f32 to vector<[4]xf32>
  %4 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %5 = vector.broadcast %s : vector<[1]xf32> to vector<2x[1]xf32>
  %6 = vector.broadcast %i : index to vector<8xindex>
  %7 = "vector.broadcast"(%0) : (vector<4xf32>) -> vector<5x4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf32>, vector<2x4xf32>, vector<3x4xf32>, vector<[4]xf32>, vector<4xf32>, vector<2x[1]xf32>, vector<8xindex>
}
